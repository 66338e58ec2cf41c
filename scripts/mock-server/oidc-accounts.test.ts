// @vitest-environment node
import '../../mock-service/testing/api-base';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-service/db/database';
import { handlers } from '../../mock-service/handlers';
import { useMockApi } from '../../mock-service/testing/api-test-setup';
import { PERSONA } from '../../mock-service/testing/personas';
import { TEST_API_BASE } from '../../mock-service/testing/api-base';
import { accessTokenClaims, accountClaims, loginPersonas } from './oidc-accounts';
import { createApiGate } from './oidc-api-gate';
import { createSwitchBoard } from './oidc-switches';
import { signJwt, testKey } from './oidc-test-keys';

useMockApi();

const ISSUER = 'http://127.0.0.1:8787/oidc';
const AUDIENCE = 'urn:pdns:api';
const key = testKey();
const off = { refuseNextRenewal: false, noRolesClaim: false, unlinked: false };
const now = () => Math.floor(Date.now() / 1000);
const accessToken = (sub: string, grant: string, extra: Record<string, unknown> = {}) =>
  signJwt({ iss: ISSUER, aud: AUDIENCE, sub, grant, exp: now() + 60, iat: now(), ...extra }, key.privateKey, {
    alg: 'RS256',
    kid: key.kid,
  });
const call = (path: string, token: string, init: RequestInit = {}) =>
  new Request(`${TEST_API_BASE}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });

function gate() {
  const switches = createSwitchBoard();
  const admit = createApiGate({ jwks: key.jwks, issuer: ISSUER, audience: AUDIENCE, switchesOf: switches.get });
  /** Through the gate into the mock's real handlers. */
  const send = async (request: Request) => {
    const admitted = await admit(request);
    const response = admitted instanceof Response ? admitted : await getResponse(handlers, admitted);
    return { status: response!.status, body: (await response!.json()) as Record<string, any> };
  };
  return { switches, send };
}

describe("the provider's accounts", () => {
  it('are the seeded users, with their names, and the access token carries their roles', () => {
    const olivia = db.users.all().find((u) => u.email === PERSONA.globalAdmin)!;
    expect(accountClaims(PERSONA.globalAdmin)).toEqual({
      sub: PERSONA.globalAdmin,
      email: PERSONA.globalAdmin,
      name: `${olivia.firstName} ${olivia.lastName}`,
      given_name: olivia.firstName,
      family_name: olivia.lastName,
    });
    expect(accessTokenClaims(PERSONA.tenantReadOnly, off, 'g1')).toEqual({ grant: 'g1', roles: ['reportingViewer'] });
    // The user with no roles has an empty roles claim, not a missing one.
    expect(accessTokenClaims(PERSONA.noRoles, off)).toEqual({ roles: [] });
    expect(accessTokenClaims(PERSONA.tenantReadOnly, { ...off, noRolesClaim: true }, 'g1')).toEqual({ grant: 'g1' });
    expect(accountClaims('nobody@example.gov')).toBeUndefined();
  });

  it('follow the tables: a suspended user has no account, and the login page lists the personas as they are now', async () => {
    expect(loginPersonas().map((p) => p.email)).toEqual(Object.values(PERSONA));
    expect(loginPersonas()[0]).toMatchObject({
      name: 'Olivia Bennett',
      organization: 'Global',
      role: 'Service Administrator',
    });
    await db.users.update((q) => q.where({ email: PERSONA.tenantReadOnly }), {
      data: (user) => void (user.status = 'Suspended'),
    });
    expect(accountClaims(PERSONA.tenantReadOnly)).toBeUndefined();
    expect(loginPersonas().map((p) => p.email)).not.toContain(PERSONA.tenantReadOnly);
  });
});

describe("the API's check of the provider's tokens", () => {
  it('maps a verified token to a session of its user, kept across renewals of one sign-in', async () => {
    const { send } = gate();
    const first = await send(call('/user/api/user/attributes', accessToken(PERSONA.multiAgency, 'grant-1')));
    expect(first.status).toBe(200);
    expect(first.body.result.email).toBe(PERSONA.multiAgency);

    const chosen = await send(
      call('/user/api/user/update-org', accessToken(PERSONA.multiAgency, 'grant-1'), {
        method: 'POST',
        body: JSON.stringify({ email: PERSONA.multiAgency, orgId: 'org-epa' }),
      }),
    );
    expect(chosen.status).toBe(200);
    // A renewed token (new jti, same grant) sees the organization chosen; another sign-in starts afresh.
    const renewed = await send(
      call('/user/api/user/attributes', accessToken(PERSONA.multiAgency, 'grant-1', { jti: 'b' })),
    );
    expect(renewed.body.result.selectedOrgId).toBe('org-epa');
    const other = await send(call('/user/api/user/attributes', accessToken(PERSONA.multiAgency, 'grant-2')));
    expect(other.body.result.selectedOrgId).toBe(first.body.result.selectedOrgId);
  });

  it('refuses a bad token, and a sign-in whose session was signed out', async () => {
    const { send } = gate();
    const forged = accessToken(PERSONA.globalAdmin, 'g').replace(/\.[^.]+$/, '.AAAA');
    const refused = await send(call('/user/api/user/attributes', forged));
    expect(refused).toMatchObject({ status: 401, body: { errors: [{ key: 'auth.unauthorized' }] } });

    const token = accessToken(PERSONA.globalAdmin, 'g');
    expect((await send(call('/auth/sign-out', token, { method: 'POST', body: '{}' }))).status).toBe(200);
    const after = await send(
      call('/user/api/user/attributes', accessToken(PERSONA.globalAdmin, 'g', { jti: 'later' })),
    );
    expect(after).toMatchObject({ status: 401, body: { errors: [{ key: 'auth.unauthorized' }] } });
  });

  it("answers 'unlinked identity provider' for a switched account, except on public calls", async () => {
    const { switches, send } = gate();
    switches.set(PERSONA.customerManager, { unlinked: true });
    const token = accessToken(PERSONA.customerManager, 'g');
    const refused = await send(call('/user/api/user/attributes', token));
    expect(refused).toMatchObject({ status: 401, body: { errors: [{ key: 'auth.unlinkedIdentity' }] } });
    expect((await send(call('/auth/personas', token))).status).toBe(200);
    switches.set(PERSONA.customerManager, { unlinked: false });
    expect((await send(call('/user/api/user/attributes', token))).status).toBe(200);
  });

  it('lets opaque tokens from /auth/sign-in through untouched', async () => {
    const { send } = gate();
    const signIn = await send(
      new Request(`${TEST_API_BASE}/auth/sign-in`, {
        method: 'POST',
        body: JSON.stringify({ email: PERSONA.mspAdmin }),
      }),
    );
    const me = await send(call('/user/api/user/attributes', signIn.body.result.token));
    expect(me.body.result.email).toBe(PERSONA.mspAdmin);
  });
});

describe('the switch board', () => {
  it('replaces an account’s switches at login, patches them over HTTP, and refuses one renewal only', () => {
    const board = createSwitchBoard();
    board.set('A@x.gov', { unlinked: true, refuseNextRenewal: true });
    expect(board.get('a@x.gov')).toEqual({ ...off, unlinked: true, refuseNextRenewal: true });
    expect(board.takeRenewalRefusal('a@x.gov')).toBe(true);
    expect(board.takeRenewalRefusal('a@x.gov')).toBe(false);
    board.set('a@x.gov', { noRolesClaim: true }, true);
    expect(board.get('a@x.gov')).toEqual({ ...off, noRolesClaim: true });
  });
});
