// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { personasEndpoint, refreshEndpoint, signInEndpoint, signOutEndpoint } from '../../src/api/auth/contract';
import { callApi, setAccessToken } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { currentUserEndpoint } from '../../src/api/session/contract';
import { clock } from '../core/clock';
import { SESSION_IDLE_MS } from '../core/sessions';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

describe('auth handlers', () => {
  it('lists the personas with their organization, displayed role and summary', async () => {
    const { personas } = await callApi(personasEndpoint, {});
    expect(personas).toHaveLength(11);
    expect(personas[0]).toEqual({
      email: PERSONA.globalAdmin,
      name: 'Olivia Bennett',
      orgName: 'Global',
      orgDisplayName: 'Global',
      roleLabel: 'Service Administrator',
      roles: expect.arrayContaining(['globalUserManager', 'customerManager']),
      summary: expect.any(String),
    });
    expect(personas.find((p) => p.email === PERSONA.noRoles)?.roleLabel).toBe('Unassigned');
  });

  it('signs in a seeded user by e-mail, whatever its case and padding', async () => {
    const { token, expiresInSeconds } = await callApi(signInEndpoint, { email: '  Daniel.Okafor@USDA.gov ' });
    expect(expiresInSeconds).toBe(SESSION_IDLE_MS / 1000);
    setAccessToken(token);
    expect(await callApi(currentUserEndpoint, {})).toMatchObject({
      email: PERSONA.tenantAdmin,
      orgName: 'Department of Agriculture',
    });
  });

  it('refuses unknown, suspended and suspended-organization users', async () => {
    await expect(callApi(signInEndpoint, { email: 'nobody@usda.gov' })).rejects.toMatchObject({
      status: 401,
      key: ErrorKey.unauthorized,
    });
    const suspended = db.users.all().find((u) => u.status === 'Suspended' && u.orgId !== 'org-sss')!;
    await expect(callApi(signInEndpoint, { email: suspended.email })).rejects.toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
    const inSuspendedOrg = db.users.all().find((u) => u.orgId === 'org-sss' && u.status === 'Active')!;
    await expect(callApi(signInEndpoint, { email: inSuspendedOrg.email })).rejects.toMatchObject({ status: 403 });
  });

  it('extends the session on refresh and ends it on sign-out', async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 20, 9));
    const token = actAs(PERSONA.tenantReadOnly);
    clock.advance(15 * 60_000);
    expect(await callApi(refreshEndpoint, {})).toEqual({ token, expiresInSeconds: SESSION_IDLE_MS / 1000 });
    clock.advance(15 * 60_000);
    await expect(callApi(currentUserEndpoint, {})).resolves.toBeDefined();
    expect(await callApi(signOutEndpoint, {})).toEqual({ signedOut: true });
    await expect(callApi(currentUserEndpoint, {})).rejects.toMatchObject({ status: 401, key: ErrorKey.unauthorized });
  });
});
