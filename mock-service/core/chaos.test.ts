// @vitest-environment node
import '../testing/api-base';
import { getResponse, http } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../src/api/client';
import { resultEnvelope } from '../../src/api/contract';
import { allEndpoints } from '../../src/api/endpoints';
import { ErrorKey } from '../../src/api/error-keys';
import { informationListEndpoint } from '../../src/api/information/contract';
import { orgRequestApproveEndpoint } from '../../src/api/org-requests/contract';
import { dumpDatabase } from '../db/database';
import { handlers } from '../handlers';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { type ChaosFault, SCHEMA_BREAK_RESULT, chaos, createChaos, parseChaosFlag } from './chaos';
import { unknownEndpointReply } from './catch-all';

const server = useMockApi();

/** The Node equivalent of the browser's request path: chaos around every handler and the catch-all. */
function chaosServer() {
  server.use(
    http.all('*', ({ request }) =>
      chaos.apply(
        request,
        async () =>
          (await getResponse(handlers, request.clone())) ??
          unknownEndpointReply(request.method, new URL(request.url).pathname),
      ),
    ),
  );
}

const okRequest = () => new Request('http://x.test/information/api/list');
const ok = async () => Response.json({ result: {} });

afterEach(() => chaos.off());

describe('chaos setting', () => {
  it('is off by default and passes replies through untouched', async () => {
    const fresh = createChaos();
    const reply = await fresh.apply(okRequest(), ok);
    expect(await reply.json()).toEqual({ result: {} });
    expect(fresh.stats()).toMatchObject({ enabled: false, calls: 0 });
  });

  it('draws the same latencies and faults for the same seed', async () => {
    const run = async (seed: number) => {
      const c = createChaos();
      c.set({
        seed,
        latencyMs: [0, 3],
        errorRate: 0.2,
        networkErrorRate: 0.2,
        malformedRate: 0.2,
        schemaBreakRate: 0.2,
      });
      for (let i = 0; i < 30; i++) await c.apply(okRequest(), ok);
      return c.stats().recent.map((e) => `${e.latencyMs}:${e.fault}`);
    };
    const [a, b, other] = [await run(7), await run(7), await run(8)];
    expect(a).toEqual(b);
    expect(a).not.toEqual(other);
    expect(new Set(a.map((x) => x.split(':')[1])).size).toBeGreaterThan(2);
  });

  it('clamps rates and fills defaults', () => {
    const c = createChaos();
    expect(c.set({ errorRate: 3, networkErrorRate: -1, latencyMs: [50, 10] })).toMatchObject({
      errorRate: 1,
      networkErrorRate: 0,
      latencyMs: [50, 50],
    });
    expect(parseChaosFlag('')).toBeNull();
    expect(parseChaosFlag('off')).toBeNull();
    expect(parseChaosFlag('42')).toMatchObject({ seed: 42 });
    expect(parseChaosFlag('{"seed":3,"errorRate":1}')).toMatchObject({ seed: 3, errorRate: 1 });
  });

  it('gives a result that no endpoint accepts when it breaks the schema', () => {
    for (const endpoint of allEndpoints) {
      expect(v.safeParse(resultEnvelope(endpoint.result), { result: SCHEMA_BREAK_RESULT }).success, endpoint.id).toBe(
        false,
      );
    }
  });

  const cases: [ChaosFault, string, string, number][] = [
    ['serverError', 'errorRate', ErrorKey.internal, 500],
    ['networkError', 'networkErrorRate', ErrorKey.network, 0],
    ['malformed', 'malformedRate', ErrorKey.badReply, 200],
    ['schemaBreak', 'schemaBreakRate', ErrorKey.badReply, 200],
  ];
  it.each(cases)('%s reaches the client as %s', async (fault, rateName, key, status) => {
    chaosServer();
    actAs(PERSONA.globalAdmin);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chaos.set({ seed: 1, [rateName]: 1 });
    const error = await callApi(informationListEndpoint, {}).catch((e: unknown) => e);
    logged.mockRestore();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ key, status });
    expect(chaos.stats().faults[fault]).toBe(1);
  });

  it('never lets a failed call change the database', async () => {
    chaosServer();
    actAs(PERSONA.globalAdmin);
    const before = dumpDatabase();
    const id = (before.orgRequests[0] as { requestId: string }).requestId;
    chaos.set({ seed: 5, errorRate: 0.25, networkErrorRate: 0.25, malformedRate: 0.25, schemaBreakRate: 0.25 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(callApi(orgRequestApproveEndpoint, { requestId: id })).rejects.toBeInstanceOf(ApiError);
    vi.mocked(console.error).mockRestore();
    expect(dumpDatabase()).toEqual(before);
  });

  it('leaves spared paths alone', async () => {
    const c = createChaos();
    c.set({ errorRate: 1, sparePaths: ['/auth/sign-in'] });
    expect((await c.apply(new Request('http://x.test/auth/sign-in'), ok)).status).toBe(200);
    expect((await c.apply(okRequest(), ok)).status).toBe(500);
  });

  it('adds its latency', async () => {
    const c = createChaos();
    c.set({ latencyMs: [40, 40] });
    const started = performance.now();
    await c.apply(okRequest(), ok);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(c.stats().inFlight).toBe(0);
  });
});
