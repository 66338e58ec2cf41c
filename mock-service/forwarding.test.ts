import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Forwarder,
  MockUnreachableError,
  UNREACHABLE_REPLY,
  createForwarder,
  createLeaderDesk,
} from './forwarding';
import { repeatable } from './repeatable-call';
import type { Call, ForwardMessage } from './worker-protocol';

const fetchCall = (path: string): Call => ({
  op: 'fetch',
  tab: 'page',
  request: { method: 'POST', url: `http://localhost${path}`, headers: [], body: null },
});
const LIST = fetchCall('/api/management-networks/list');
const CREATE = fetchCall('/api/management-networks/create');
const ADVANCE: Call = { op: 'clock', method: 'advance', arg: 60_000, tab: 'page' };

/**
 * Tabs on one broadcast bus, as leader-election.ts wires them: each has a forwarder, and the
 * leader a desk whose worker is `run`. Delivery is synchronous; a closed tab hears nothing more.
 */
function bus() {
  const tabs = new Map<string, { forwarder: Forwarder; desk?: ReturnType<typeof createLeaderDesk> }>();
  const broadcast = (from: string, message: ForwardMessage) => {
    for (const [id, tab] of tabs) {
      if (id === from) continue;
      tab.desk?.receive(message);
      tab.forwarder.receive(message);
    }
  };
  const open = (id: string) => {
    const tab: { forwarder: Forwarder; desk?: ReturnType<typeof createLeaderDesk> } = {
      forwarder: createForwarder({
        tab: id,
        send: (message) => (tab.desk ? tab.desk.receive(message) : broadcast(id, message)),
        repeatable,
      }),
    };
    tabs.set(id, tab);
    return tab.forwarder;
  };
  const lead = (id: string, run: (call: Call) => Promise<unknown>) => {
    const tab = tabs.get(id)!;
    tab.desk = createLeaderDesk({
      tab: id,
      answer: run,
      reply: (message) =>
        'to' in message && message.to === id ? tab.forwarder.receive(message) : broadcast(id, message),
    });
    broadcast(id, { type: 'leader', leader: id });
    tab.forwarder.receive({ type: 'leader', leader: id });
  };
  return { open, lead, close: (id: string) => tabs.delete(id) };
}

const never = () => new Promise<never>(() => undefined);

describe('forwarding calls to the elected leader tab', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers the leader's own calls and another tab's from the leader's worker", async () => {
    const tabs = bus();
    const a = tabs.open('a');
    const b = tabs.open('b');
    const run = vi.fn(async (call: Call) => (call.op === 'fetch' ? `answered by a` : call.op));
    tabs.lead('a', run);
    await expect(b.call(LIST)).resolves.toBe('answered by a');
    await expect(a.call({ op: 'ready' })).resolves.toBe('ready');
    expect(run).toHaveBeenCalledTimes(2);
    expect(b.pending + a.pending).toBe(0);
  });

  it('sends again a call made before any tab led, and the leader runs it once', async () => {
    const tabs = bus();
    const b = tabs.open('b');
    tabs.open('a');
    const answered = b.call<string>(CREATE);
    const run = vi.fn(async () => 'created');
    tabs.lead('a', run);
    await expect(answered).resolves.toBe('created');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when the leader closes mid-call: a read goes to the next leader, a write and a clock move fail', async () => {
    const tabs = bus();
    tabs.open('a');
    const b = tabs.open('b');
    tabs.lead('a', never);
    const read = b.call(LIST);
    const write = b.call(CREATE);
    const move = b.call(ADVANCE);
    expect(b.pending).toBe(3);

    tabs.close('a');
    tabs.lead('b', async (call) => `answered by b: ${call.op}`);
    await expect(read).resolves.toBe('answered by b: fetch');
    // A network failure to the page (the console shows its keyed network error): the write may have been saved.
    await expect(write).resolves.toEqual(UNREACHABLE_REPLY);
    await expect(move).rejects.toBeInstanceOf(MockUnreachableError);
    expect(b.pending).toBe(0);
  });

  it('fails a call that no tab takes, and one a leader takes and never answers, instead of waiting forever', async () => {
    const tabs = bus();
    const lonely = tabs.open('lonely');
    const untaken = lonely.call(LIST);
    const reset = lonely.call({ op: 'reset', tab: 'page' });
    vi.advanceTimersByTime(15_000);
    await expect(untaken).resolves.toEqual(UNREACHABLE_REPLY);
    await expect(reset).rejects.toThrow('no tab hosts the mock service');

    tabs.open('stuck');
    tabs.lead('stuck', never);
    const unanswered = lonely.call(LIST);
    vi.advanceTimersByTime(89_000);
    expect(lonely.pending).toBe(1);
    vi.advanceTimersByTime(1_000);
    await expect(unanswered).resolves.toEqual(UNREACHABLE_REPLY);
  });

  it('runs a request that reaches the leader twice once, acknowledging before it answers', async () => {
    const replies: ForwardMessage[] = [];
    const run = vi.fn(async () => 'listed');
    const desk = createLeaderDesk({ tab: 'a', answer: run, reply: (message) => replies.push(message) });
    const request: ForwardMessage = { type: 'request', from: 'b', id: 7, call: LIST };
    desk.receive(request);
    desk.receive(request);
    await vi.runAllTimersAsync();
    expect(run).toHaveBeenCalledTimes(1);
    expect(replies).toEqual([
      { type: 'accepted', to: 'b', id: 7, leader: 'a' },
      { type: 'answer', to: 'b', answer: { id: 7, ok: true, value: 'listed' } },
    ]);
  });

  it("passes the leader's refusal on as the call's error", async () => {
    const tabs = bus();
    tabs.open('a');
    const b = tabs.open('b');
    tabs.lead('a', () => Promise.reject(new Error('the mock worker could not start')));
    await expect(b.call({ op: 'ready' })).rejects.toThrow('the mock worker could not start');
  });
});

describe('which calls may run twice', () => {
  it('declared reads, unknown addresses, clock readings and the reset; not declared writes or clock moves', () => {
    expect(repeatable(LIST)).toBe(true);
    expect(repeatable(fetchCall('/api/no-such-thing'))).toBe(true);
    expect(repeatable({ op: 'clock', method: 'now', tab: 'page' })).toBe(true);
    expect(repeatable({ op: 'reset', tab: 'page' })).toBe(true);
    expect(repeatable(CREATE)).toBe(false);
    expect(repeatable(fetchCall('/api/management-networks/delete'))).toBe(false);
    expect(repeatable(ADVANCE)).toBe(false);
  });
});
