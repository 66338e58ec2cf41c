// @vitest-environment node
import { TEST_API_BASE } from '../testing/api-base';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client';
import { defineEndpoint } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { orgRequestListEndpoint } from '../../src/api/org-requests/contract';
import { currentUserEndpoint } from '../../src/api/session/contract';
import { userListEndpoint } from '../../src/api/users/contract';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { clock } from './clock';
import { defineHandler } from './define-handler';
import { SESSION_IDLE_MS } from './sessions';

const server = useMockApi();

const post = (path: string, body: string, token?: string) =>
  fetch(`${TEST_API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });

describe('defineHandler pipeline', () => {
  it('answers broken JSON with request.malformedJson', async () => {
    const response = await post('/user/api/user/list', '{"orgId":', actAs(PERSONA.globalAdmin));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [expect.objectContaining({ key: ErrorKey.malformedJson })] });
  });

  it('names the first invalid field by its dotted path', async () => {
    actAs(PERSONA.globalAdmin);
    const error = await callApi(userListEndpoint, { orgId: 'org-usda', pageSize: 0 }).catch((e) => e);
    expect(error).toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(error.errors[0].field).toBe('pageSize');
    const nested = await post(
      '/user/api/user/list',
      JSON.stringify({ orgId: 'org-usda', statuses: ['Active', 'Asleep'] }),
    );
    expect(nested.status).toBe(401);
    const signedIn = await post(
      '/user/api/user/list',
      JSON.stringify({ orgId: 'org-usda', statuses: ['Active', 'Asleep'] }),
      actAs(PERSONA.globalAdmin),
    );
    expect((await signedIn.json()).errors[0]).toMatchObject({ key: ErrorKey.invalidRequest, field: 'statuses.1' });
  });

  it('refuses calls without a token, with an unknown token and with an expired session', async () => {
    await expect(callApi(currentUserEndpoint, {})).rejects.toMatchObject({ status: 401, key: ErrorKey.unauthorized });
    const unknown = await post('/user/api/user/list', '{}', 'no-such-token');
    expect((await unknown.json()).errors[0].key).toBe(ErrorKey.unauthorized);

    clock.useVirtualTime(Date.UTC(2026, 10, 20, 9));
    actAs(PERSONA.tenantAdmin);
    clock.advance(SESSION_IDLE_MS - 1000);
    await expect(callApi(currentUserEndpoint, {})).resolves.toMatchObject({ email: PERSONA.tenantAdmin });
    // That call was activity: the idle window starts again from it.
    clock.advance(SESSION_IDLE_MS - 1000);
    await expect(callApi(currentUserEndpoint, {})).resolves.toBeDefined();
    clock.advance(SESSION_IDLE_MS + 1);
    await expect(callApi(currentUserEndpoint, {})).rejects.toMatchObject({ status: 401, key: ErrorKey.sessionExpired });
    await expect(callApi(currentUserEndpoint, {})).rejects.toMatchObject({ key: ErrorKey.unauthorized });
  });

  it('refuses a caller the permission predicate rejects', async () => {
    actAs(PERSONA.tenantReadOnly);
    await expect(callApi(orgRequestListEndpoint, { includeClosed: false })).rejects.toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
  });

  it('turns an unexpected throw, or a reply that breaks the contract, into internal.error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const probe = (path: string) =>
      defineEndpoint({
        id: `test.${path}`,
        method: 'POST',
        path,
        effect: 'read',
        summary: 'test',
        request: v.object({}),
        result: v.object({ n: v.number() }),
      });
    server.use(
      defineHandler(probe('/api/test/throws'), () => {
        throw new TypeError('boom');
      }),
      defineHandler(probe('/api/test/drifts'), () => ({ n: 'three' }) as never),
    );
    actAs(PERSONA.globalAdmin);
    for (const path of ['/api/test/throws', '/api/test/drifts']) {
      const response = await post(path, '{}', actAs(PERSONA.globalAdmin));
      expect(response.status).toBe(500);
      expect((await response.json()).errors[0].key).toBe(ErrorKey.internal);
    }
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers unknown API paths with a keyed 404 and a known path with the wrong method with 405', async () => {
    const unknown = await post('/policy/api/policy/frobnicate', '{}');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errors[0].key).toBe(ErrorKey.unknownEndpoint);
    const wrongMethod = await fetch(`${TEST_API_BASE}/user/api/user/list`);
    expect(wrongMethod.status).toBe(405);
    expect((await wrongMethod.json()).errors[0].key).toBe(ErrorKey.unknownEndpoint);
  });
});
