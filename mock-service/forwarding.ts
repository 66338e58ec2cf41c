import type { Answer, Call, ForwardMessage, WireReply } from './worker-protocol';

type Request = Extract<ForwardMessage, { type: 'request' }>;

/** What a forwarded fetch resolves to when no leader answers it: the page's fetch rejects, as offline. */
export const UNREACHABLE_REPLY: WireReply = { status: 0, statusText: '', headers: [], body: null, networkError: true };

export class MockUnreachableError extends Error {
  override name = 'MockUnreachableError';
}

interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface ForwarderOptions {
  /** This tab's id: answers carry it, and a leader's own calls come back to it. */
  tab: string;
  /** Hands a request to whichever tab leads: over the channel, or to this tab's own desk. */
  send(message: Request): void;
  /** Whether a call may run twice (a read): only those follow a leader that took them and died. */
  repeatable(call: Call): boolean;
  /** No tab took the call within this time: it fails. A live leader takes a call at once. */
  acceptWithinMs?: number;
  /** A leader took the call and has not answered within this time: it fails, it never hangs. */
  answerWithinMs?: number;
  timers?: Timers;
}

export interface Forwarder {
  call<T>(call: Call): Promise<T>;
  receive(message: ForwardMessage): void;
  /** Calls sent and not yet settled (tests). */
  readonly pending: number;
}

interface Pending {
  call: Call;
  resolve(value: unknown): void;
  reject(error: Error): void;
  acceptedBy: string | null;
  timer: unknown;
}

const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as number) };

/**
 * The asking side of the leader fallback (leader-election.ts): numbers each call, sends it, and
 * settles it from the leader's answer. When another tab takes the lock, a call no leader took is
 * sent again; one the dead leader took is sent again only if it is a read, since a write may have
 * been saved before the leader died. Everything else fails as a network error would.
 */
export function createForwarder(options: ForwarderOptions): Forwarder {
  const { tab, send, repeatable, acceptWithinMs = 15_000, answerWithinMs = 90_000, timers = realTimers } = options;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let leader: string | null = null;

  function fail(id: number, entry: Pending, reason: string): void {
    pending.delete(id);
    timers.clear(entry.timer);
    if (entry.call.op === 'fetch') entry.resolve(UNREACHABLE_REPLY);
    else entry.reject(new MockUnreachableError(reason));
  }

  function arm(id: number, entry: Pending, ms: number, reason: string): void {
    timers.clear(entry.timer);
    entry.timer = timers.set(() => fail(id, entry, reason), ms);
  }

  function post(id: number, entry: Pending): void {
    entry.acceptedBy = null;
    arm(id, entry, acceptWithinMs, 'no tab hosts the mock service');
    send({ type: 'request', from: tab, id, call: entry.call });
  }

  function settle(answer: Answer): void {
    const entry = pending.get(answer.id);
    if (!entry) return;
    pending.delete(answer.id);
    timers.clear(entry.timer);
    if (answer.ok) entry.resolve(answer.value);
    else entry.reject(new Error(answer.error));
  }

  function newLeader(next: string): void {
    if (next === leader) return;
    leader = next;
    for (const [id, entry] of pending) {
      if (entry.acceptedBy === null || repeatable(entry.call)) post(id, entry);
      else fail(id, entry, 'the tab hosting the mock service closed during the call');
    }
  }

  return {
    call<T>(call: Call): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const entry: Pending = {
          call,
          resolve: resolve as (value: unknown) => void,
          reject,
          acceptedBy: null,
          timer: 0,
        };
        pending.set(id, entry);
        post(id, entry);
      });
    },
    receive(message) {
      if (message.type === 'leader') return newLeader(message.leader);
      if (message.type === 'request' || message.to !== tab) return;
      if (message.type === 'answer') return settle(message.answer);
      // A late word from a leader that has since died: the call was sent again already.
      if (leader !== null && message.leader !== leader) return;
      leader = message.leader;
      const entry = pending.get(message.id);
      if (!entry) return;
      entry.acceptedBy = message.leader;
      arm(message.id, entry, answerWithinMs, 'the mock service did not answer in time');
    },
    get pending() {
      return pending.size;
    },
  };
}

export interface LeaderDesk {
  receive(message: ForwardMessage): void;
}

/**
 * The leading side: acknowledges each request at once (before running it, so a requester knows
 * whether the call reached a leader), runs it on this tab's worker and posts the answer. A request
 * sent twice (a requester that heard of this leader after sending) runs once.
 */
export function createLeaderDesk(options: {
  tab: string;
  answer(call: Call): Promise<unknown>;
  reply(message: ForwardMessage): void;
}): LeaderDesk {
  const { tab, answer, reply } = options;
  const seen = new Set<string>();
  return {
    receive(message) {
      if (message.type !== 'request') return;
      const { from: to, id, call } = message;
      const key = `${to}:${id}`;
      if (seen.has(key)) return;
      seen.add(key);
      // Insertion order: the oldest keys go first; a resend comes within seconds.
      if (seen.size > 5000) seen.delete(seen.values().next().value!);
      reply({ type: 'accepted', to, id, leader: tab });
      answer(call).then(
        (value) => reply({ type: 'answer', to, answer: { id, ok: true, value } }),
        (error: unknown) =>
          reply({
            type: 'answer',
            to,
            answer: { id, ok: false, error: error instanceof Error ? error.message : String(error) },
          }),
      );
    },
  };
}
