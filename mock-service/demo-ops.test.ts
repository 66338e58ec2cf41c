import { afterAll, describe, expect, it } from 'vitest';
import { createBackend } from './backend';
import { clock } from './core/clock';
import type { FaultRule } from './core/faults';
import { db } from './db/database';
import { destinationKey } from '../src/api/log-push-jobs/rules';
import type { SimulatedDestination } from './log-push/destination-files';
import { PERSONA } from './testing/personas';
import type { FaultReply, WireReply } from './worker-protocol';

/* The demo panel's worker calls (issue 17): faults, jobs and destinations, as the page sends them. */

const ORIGIN = 'http://localhost:3000';
const backend = createBackend();
afterAll(() => clock.useRealTime());

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
const decode = (reply: WireReply) => JSON.parse(new TextDecoder().decode(reply.body!));
const post = (path: string, body: unknown, token?: string) =>
  backend.answer({
    op: 'fetch',
    tab: 'tab-a',
    request: {
      method: 'POST',
      url: ORIGIN + path,
      headers: [['Content-Type', 'application/json'], ...(token ? [['Authorization', `Bearer ${token}`]] : [])] as [
        string,
        string,
      ][],
      body: encode(body),
    },
  }) as Promise<WireReply>;
const inject = (request: object) =>
  backend.answer({ op: 'faults', action: { method: 'inject', request } as never }) as Promise<FaultReply>;
const list = () => backend.answer({ op: 'faults', action: { method: 'list' } }) as Promise<FaultRule[]>;

describe('the demo panel’s worker calls', () => {
  it('refuses a bad fault at its field and changes nothing', async () => {
    expect(await inject({ endpointId: 'user.nothing', key: 'email.inUse', count: 1 })).toMatchObject({
      ok: false,
      field: 'endpointId',
    });
    expect(await inject({ endpointId: 'user.create', key: 'no.such.key', count: 1 })).toMatchObject({
      ok: false,
      field: 'key',
    });
    expect(await inject({ endpointId: 'user.create', key: 'email.inUse', count: 0 })).toEqual({
      ok: false,
      field: 'count',
      message: 'The number of replies must be a whole number from 1 to 100.',
    });
    expect(await list()).toEqual([]);
  });

  it('answers the next N replies of the call with the key at the field, then lets the handler answer', async () => {
    const session = decode(await post('/auth/sign-in', { email: PERSONA.tenantAdmin }));
    const token: string = session.result.token;
    const reply = await inject({ endpointId: 'user.create', key: 'email.inUse', count: 1, field: 'email' });
    expect(reply).toMatchObject({ ok: true, rule: { endpointId: 'user.create', status: 409, remaining: 1 } });
    expect(await list()).toHaveLength(1);
    const users = db.users.all().length;
    const user = { orgId: 'org-usda', firstName: 'Pat', lastName: 'Quinn', email: 'pat.quinn@usda.gov', roles: [] };
    const faulted = await post('/user/api/user/create', user, token);
    expect(faulted.status).toBe(409);
    expect(decode(faulted).errors).toEqual([expect.objectContaining({ key: 'email.inUse', field: 'email' })]);
    expect(db.users.all()).toHaveLength(users);
    expect(await list()).toEqual([]);

    await inject({ endpointId: 'user.list', key: 'internal.error', count: 5 });
    await backend.answer({ op: 'faults', action: { method: 'clear' } });
    expect(await list()).toEqual([]);
  });

  it('lists running jobs, finishes them by the clock, and lists the simulated destinations', async () => {
    clock.useVirtualTime(Date.parse('2026-11-16T14:37:00.000Z'));
    expect(await backend.answer({ op: 'jobs', method: 'running', tab: 'tab-a' })).toEqual([]);
    expect(await backend.answer({ op: 'jobs', method: 'finish', tab: 'tab-a' })).toEqual({
      advancedMs: 0,
      finished: 0,
    });
    const destinations = (await backend.answer({ op: 'destinations' })) as SimulatedDestination[];
    // The seed wrote no token file: one destination per job's address, each with its computed batches.
    const jobs = new Set(db.logPushJobs.all().map((job) => `${job.orgId} ${destinationKey(job.type, job)}`));
    expect(jobs.size).toBeGreaterThan(0);
    expect(new Set(destinations.map((d) => `${d.orgId} ${d.destination}`))).toEqual(jobs);
    const batches = destinations.flatMap((d) => d.files);
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.every((file) => file.kind === 'batch' && (file.records ?? 0) > 0)).toBe(true);
  });

  it('keeps the signed-in session through time moved by hand: a jump is not the user being idle', async () => {
    const session = decode(await post('/auth/sign-in', { email: PERSONA.tenantAdmin }));
    const token: string = session.result.token;
    await backend.answer({ op: 'clock', method: 'advance', arg: 86_400_000, tab: 'tab-a' });
    const reply = await post('/api/management-networks/list', { orgId: 'org-usda' }, token);
    expect(reply.status).toBe(200);
  });
});
