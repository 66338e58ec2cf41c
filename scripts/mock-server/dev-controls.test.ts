// @vitest-environment node
import { getResponse } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorKey } from '../../src/api/error-keys';
import { chaos } from '../../mock-service/core/chaos';
import { clock } from '../../mock-service/core/clock';
import { faults } from '../../mock-service/core/faults';
import { db } from '../../mock-service/db/database';
import { findOrg } from '../../mock-service/db/lookups';
import { handlers, resetTestDatabase, signInAs } from '../../mock-service/node';
import { PERSONA } from '../../mock-service/testing/personas';
import { answerControl } from './dev-controls';
import { previewAsyncEndpoint, previewStatusEndpoint } from '../../src/api/log-queries/preview-contract';
import { unfilteredLogQuery } from '../../src/api/log-queries/query-params';

const control = async (method: string, name: string, body?: unknown) => {
  const reply = await answerControl(
    new Request(`http://127.0.0.1:8851/__mock/${name}`, {
      method,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );
  return { status: reply!.status, json: await reply!.json() };
};
const refresh = async (token: string) => {
  const reply = await getResponse(
    handlers,
    new Request('http://127.0.0.1:8851/auth/refresh', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  return { status: reply!.status, json: await reply!.json() };
};

beforeEach(async () => {
  await resetTestDatabase();
  faults.clear();
  chaos.off();
});
afterAll(() => clock.useRealTime());

describe('the /__mock/ controls', { timeout: 30_000 }, () => {
  it('moves the clock: a session idle past its limit is refused, and real time comes back', async () => {
    const token = signInAs(PERSONA.tenantAdmin);
    expect((await refresh(token)).status).toBe(200);
    const before = (await control('GET', 'clock')).json.result;
    expect(before.virtual).toBe(false);

    const moved = (await control('POST', 'clock/advance', { ms: 21 * 60_000 })).json.result;
    expect(moved.virtual).toBe(true);
    expect(moved.nowMs - before.nowMs).toBeGreaterThanOrEqual(21 * 60_000);
    expect(await refresh(token)).toEqual({
      status: 401,
      json: { errors: [expect.objectContaining({ key: ErrorKey.sessionExpired })] },
    });

    const at = (await control('POST', 'clock/virtual', { at: '2027-01-02T03:04:05.000Z' })).json.result;
    expect(at).toEqual({ now: '2027-01-02T03:04:05.000Z', nowMs: Date.UTC(2027, 0, 2, 3, 4, 5), virtual: true });
    expect((await control('POST', 'clock/real')).json.result.virtual).toBe(false);
  });

  it('keeps sessions alive across a move when asked, as the demo panel does', async () => {
    const token = signInAs(PERSONA.tenantAdmin);
    await control('POST', 'clock/advance', { ms: 21 * 60_000, keepSessions: true });
    expect((await refresh(token)).status).toBe(200);
    expect(await control('POST', 'clock/advance', { ms: 1, keepSessions: 'yes' })).toEqual({
      status: 400,
      json: { errors: [expect.objectContaining({ key: ErrorKey.invalidRequest, field: 'keepSessions' })] },
    });
  });

  it('finishes running jobs: a DNS Logs preview started now reads success after the move', async () => {
    clock.useVirtualTime(Date.now());
    const token = signInAs(PERSONA.tenantReadOnly);
    const call = (path: string, body: unknown) =>
      getResponse(
        handlers,
        new Request(`http://127.0.0.1:8851${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ).then(async (reply) => (await reply!.json()).result);
    const end = clock.now();
    const queryParams = unfilteredLogQuery(end - 3_600_000, end);

    await call(previewAsyncEndpoint.path, { orgId: 'org-doe', queryParams });
    const status = () => call(previewStatusEndpoint.path, { orgId: 'org-doe', userId: PERSONA.tenantReadOnly });
    expect((await status()).status).not.toBe('success');
    const finished = (await control('POST', 'jobs/finish')).json.result;
    expect(finished).toMatchObject({ finished: 1, clock: { virtual: true } });
    expect(finished.advancedMs).toBeGreaterThan(0);
    expect((await status()).status).toBe('success');
  });

  it('refuses bad bodies with a keyed error at the field, and changes nothing', async () => {
    const refusal = (field: string) => ({
      status: 400,
      json: { errors: [expect.objectContaining({ key: ErrorKey.invalidRequest, field })] },
    });
    expect(await control('POST', 'clock/advance', { ms: -5 })).toEqual(refusal('ms'));
    expect(await control('POST', 'clock/advance', { ms: '5' })).toEqual(refusal('ms'));
    expect(await control('POST', 'clock/virtual', { at: 'yesterday' })).toEqual(refusal('at'));
    expect(clock.isVirtual()).toBe(false);
    expect(await control('POST', 'faults', { endpointId: 'user.nothing', key: 'internal.error', count: 1 })).toEqual(
      refusal('endpointId'),
    );
    expect(await control('POST', 'faults', { endpointId: 'user.create', key: 'no.such', count: 1 })).toEqual(
      refusal('key'),
    );
    expect(await control('POST', 'faults', { endpointId: 'user.create', key: 'internal.error', count: 0 })).toEqual(
      refusal('count'),
    );
    expect(await control('POST', 'chaos', { errorRate: 2 })).toEqual(refusal('errorRate'));
    expect(await control('POST', 'chaos', { typo: 1 })).toEqual(refusal('typo'));
    expect((await control('POST', 'faults', '{"endpointId": ')).json.errors[0].key).toBe(ErrorKey.malformedJson);
    expect([faults.list(), chaos.stats().enabled]).toEqual([[], false]);
    expect((await control('GET', 'nothing')).json.errors[0].key).toBe(ErrorKey.unknownEndpoint);
  });

  it('injects a fault that answers the next calls, lists it, and clears it', async () => {
    const added = await control('POST', 'faults', {
      endpointId: 'auth.refresh',
      key: 'internal.error',
      count: 2,
      field: 'x',
    });
    expect(added.json.result.fault).toMatchObject({
      endpointId: 'auth.refresh',
      status: 500,
      remaining: 2,
      field: 'x',
    });
    expect((await control('GET', 'faults')).json.result.faults).toHaveLength(1);
    expect(faults.take('POST', '/auth/refresh')?.status).toBe(500);
    expect((await control('GET', 'faults')).json.result.faults[0].remaining).toBe(1);
    expect((await control('DELETE', 'faults')).json.result.faults).toEqual([]);
    expect(faults.take('POST', '/auth/refresh')).toBeNull();
  });

  it('sets chaos like MOCK_CHAOS (the demo rates unless given) and turns it off', async () => {
    const on = (await control('POST', 'chaos', { seed: 7, errorRate: 1 })).json.result;
    expect(on).toMatchObject({ enabled: true, settings: { seed: 7, errorRate: 1, networkErrorRate: 0.05 } });
    expect((await control('GET', 'chaos')).json.result.enabled).toBe(true);
    expect((await control('DELETE', 'chaos')).json.result.enabled).toBe(false);
  });

  it('shows the outbox, and resets data, faults, chaos and the clock', async () => {
    const mail = { kind: 'test', to: ['a@b.gov'], subject: 'Hello', body: 'x', orgId: null, subjectId: null };
    await db.outbox.create({ id: 'mail-test', ...mail, sentAt: clock.isoNow() });
    const shown = (await control('GET', 'outbox')).json.result.mails;
    expect(shown.find((m: { id: string }) => m.id === 'mail-test')).toMatchObject(mail);
    await db.organizations.update(findOrg('org-usda')!, { data: (o) => void (o.displayName = 'Changed') });
    await control('POST', 'faults', { endpointId: 'auth.refresh', key: 'internal.error', count: 1 });
    await control('POST', 'chaos', { seed: 3 });
    await control('POST', 'clock/advance', { ms: 1000 });

    expect((await control('POST', 'reset')).json.result).toMatchObject({ reset: true, clock: { virtual: false } });
    expect([findOrg('org-usda')?.displayName, faults.list(), chaos.stats().enabled]).toEqual([
      'Agriculture',
      [],
      false,
    ]);
    const after = (await control('GET', 'outbox')).json.result.mails;
    expect(after.some((m: { id: string }) => m.id === 'mail-test')).toBe(false);
  });

  it('starts a scenario on the mock clock, refuses an unknown one at its field, and removes it', async () => {
    const offered = (await control('GET', 'scenarios')).json.result.offered.map((s: { id: string }) => s.id);
    expect(offered).toEqual(['phishing', 'beaconing', 'tunnelling', 'new-agency']);
    const refused = await control('POST', 'scenarios', { scenarioId: 'volcano' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0]).toMatchObject({ key: ErrorKey.invalidRequest, field: 'scenarioId' });
    expect(db.startedScenarios.all()).toEqual([]);

    const { started } = (await control('POST', 'scenarios', { scenarioId: 'beaconing' })).json.result;
    expect(started).toMatchObject({ scenarioId: 'beaconing', state: 'running' });
    const removed = await control('DELETE', 'scenarios', { id: started.id });
    expect(removed.json.result.started).toEqual([]);
    expect((await control('DELETE', 'scenarios', { id: started.id })).status).toBe(400);
  });
});
