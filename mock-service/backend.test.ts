// Runs in a module graph of its own: its backend snapshots every write to IndexedDB and restores
// from there, which a backend in an earlier file would have left behind, and it outlives the file.
import { createStore, get } from 'idb-keyval';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackend } from './backend';
import { CLOCK_KEY } from './clock-persistence';
import { clock } from './core/clock';
import { db } from './db/database';
import { PERSONA } from './testing/personas';
import { CHANGES_CHANNEL, type ChangeNotice, type ReadyInfo, type WireReply } from './worker-protocol';

const ORIGIN = 'http://localhost:3000';
const backend = createBackend();
const notices: ChangeNotice[] = [];
const listener = new BroadcastChannel(CHANGES_CHANNEL);
listener.onmessage = (event: MessageEvent<ChangeNotice>) => notices.push(event.data);
afterAll(() => listener.close());

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
const decode = (reply: WireReply) => JSON.parse(new TextDecoder().decode(reply.body!));
const call = (tab: string, method: string, path: string, body?: unknown, token?: string) =>
  backend.answer({
    op: 'fetch',
    tab,
    request: {
      method,
      url: ORIGIN + path,
      headers: [['Content-Type', 'application/json'], ...(token ? [['Authorization', `Bearer ${token}`]] : [])] as [
        string,
        string,
      ][],
      body: body === undefined ? null : encode(body),
    },
  }) as Promise<WireReply>;
// BroadcastChannel delivers on a later task.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the mock worker backend', () => {
  it('answers a forwarded call with status, headers and body bytes, and reports how it started', async () => {
    expect(((await backend.answer({ op: 'ready' })) as ReadyInfo).outcome).toBe('seeded');
    const reply = await call('tab-a', 'GET', '/auth/personas');
    expect(reply.status).toBe(200);
    expect(reply.headers).toContainEqual(['content-type', 'application/json']);
    expect(decode(reply).result.personas).toHaveLength(11);
    const unknown = await call('tab-a', 'POST', '/api/no-such-thing', {});
    expect(unknown.status).toBe(404);
  });

  it('tells the other tabs when a call changed data, naming the tab that made it, and not after a read', async () => {
    const session = decode(await call('tab-a', 'POST', '/auth/sign-in', { email: PERSONA.tenantAdmin }));
    await settle();
    notices.length = 0;
    const token: string = session.result.token;
    // The first signed-in call first sends the alerts that fell due (alerts/scheduler.ts): a write, announced.
    await call('tab-a', 'POST', '/api/management-networks/list', { orgId: 'org-usda' }, token);
    await settle();
    expect(notices).toEqual([{ type: 'changed', tab: 'tab-a' }]);
    expect(db.outbox.all().filter((mail) => mail.kind.startsWith('alert.')).length).toBeGreaterThan(0);
    notices.length = 0;
    await call('tab-a', 'POST', '/api/management-networks/list', { orgId: 'org-usda' }, token);
    await settle();
    expect(notices).toEqual([]);

    const created = await call(
      'tab-b',
      'POST',
      '/api/management-networks/create',
      { orgId: 'org-usda', cidr: '198.51.100.0/24', description: 'From tab B' },
      token,
    );
    expect(created.status).toBe(200);
    expect(db.managementNetworks.all().some((n) => n.description === 'From tab B')).toBe(true);
    await settle();
    expect(notices).toEqual([{ type: 'changed', tab: 'tab-b' }]);
  });

  it('reads the outbox: the e-mails the service would have sent, as plain copies', async () => {
    const before = ((await backend.answer({ op: 'outbox' })) as unknown[]).length;
    await db.outbox.create({
      id: 'mail-test',
      kind: 'policy.approvalRequest',
      to: ['ruth.castellanos@usda.gov'],
      subject: 'A policy awaits your approval',
      body: 'Block look-alikes',
      orgId: 'org-usda',
      subjectId: 'policy-1',
      sentAt: '2026-11-16T14:00:00.000Z',
    });
    const mails = (await backend.answer({ op: 'outbox' })) as { id: string; to: string[] }[];
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ id: 'mail-test', to: ['ruth.castellanos@usda.gov'] });
  });

  it('runs the clock and the reset for every tab, and announces both', async () => {
    notices.length = 0;
    await backend.answer({ op: 'clock', method: 'useVirtualTime', arg: Date.UTC(2030, 0, 1), tab: 'tab-a' });
    expect(await backend.answer({ op: 'clock', method: 'now', tab: 'tab-b' })).toBe(Date.UTC(2030, 0, 1));
    // Moving time is where alert periods end: the hourly sets are evaluated up to the new hour.
    const malwareBlocks = db.alertSets.all().find((set) => set.id === 'as-usda-1')!;
    expect(malwareBlocks.lastEvaluatedAt).toBe('2030-01-01T00:00:00.000Z');
    // The clock is kept with the demo database, so a reload finds it where it was left.
    const snapshot = createStore('pdns-mock', 'snapshot');
    expect(await get(CLOCK_KEY, snapshot)).toMatchObject({ virtualNow: Date.UTC(2030, 0, 1) });
    await backend.answer({ op: 'clock', method: 'advance', arg: 3_600_000, tab: 'tab-a' });
    expect(await get(CLOCK_KEY, snapshot)).toMatchObject({ virtualNow: Date.UTC(2030, 0, 1, 1) });
    // Reset is back to the seed and to real time.
    await backend.answer({ op: 'reset', tab: 'tab-b' });
    expect(clock.isVirtual()).toBe(false);
    expect(await get(CLOCK_KEY, snapshot)).toBeUndefined();
    expect(db.managementNetworks.all().some((n) => n.description === 'From tab B')).toBe(false);
    await settle();
    expect(notices.map((notice) => notice.tab)).toEqual(['tab-a', 'tab-a', 'tab-b']);
    // Reseeding 10,000 users is slow on a busy machine.
  }, 60_000);
});
