import { afterAll, describe, expect, it } from 'vitest';
import { createBackend } from './backend';
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

  it('runs the clock and the reset for every tab, and announces both', async () => {
    notices.length = 0;
    await backend.answer({ op: 'clock', method: 'useVirtualTime', arg: Date.UTC(2030, 0, 1), tab: 'tab-a' });
    expect(await backend.answer({ op: 'clock', method: 'now', tab: 'tab-b' })).toBe(Date.UTC(2030, 0, 1));
    await backend.answer({ op: 'clock', method: 'useRealTime', tab: 'tab-a' });
    await backend.answer({ op: 'reset', tab: 'tab-b' });
    expect(db.managementNetworks.all().some((n) => n.description === 'From tab B')).toBe(false);
    await settle();
    expect(notices.map((notice) => notice.tab)).toEqual(['tab-a', 'tab-a', 'tab-b']);
    // Reseeding 10,000 users is slow on a busy machine.
  }, 60_000);
});
