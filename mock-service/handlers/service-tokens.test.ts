// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  authDeviceListEndpoint,
  enrollmentUpdateEndpoint,
  serviceTokenGenerateEndpoint,
  serviceTokenGetEndpoint,
  serviceTokenMspGenerateEndpoint,
  serviceTokenRevokeEndpoint,
} from '../../src/api/sources/enrollment-contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { actAs, useMockApi, failure } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();
afterEach(() => clock.useRealTime());

const setNamed = (orgId: string, name: string) =>
  db.sourceSets.all().find((s) => s.orgId === orgId && s.name === name)!;
const usdaRoaming = () => ({ orgId: 'org-usda', sourceSetId: setNamed('org-usda', 'Roaming Laptops').id });

describe('service auth tokens', () => {
  it('generates a token valid one year, shows its secret once, and revokes the previous one', async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 23, 18));
    actAs(PERSONA.tenantAdmin);
    const ref = usdaRoaming();
    expect(await callApi(serviceTokenGetEndpoint, ref)).toEqual({ token: null });

    const first = await callApi(serviceTokenGenerateEndpoint, ref);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.clientId).toMatch(/^[0-9a-f]{32}\.access$/);
    expect(first.expiration).toBe('2027-11-23T18:00:00.000Z');
    expect(await callApi(serviceTokenGetEndpoint, ref)).toEqual({ token: { ...first, secret: null } });
    expect(JSON.stringify(db.serviceTokens.all())).not.toContain(first.secret);

    const second = await callApi(serviceTokenGenerateEndpoint, ref);
    expect(second.id).not.toBe(first.id);
    expect((await callApi(serviceTokenGetEndpoint, ref)).token?.id).toBe(second.id);
    const stale = await failure(callApi(serviceTokenRevokeEndpoint, { ...ref, serviceTokenId: first.id }));
    expect(stale).toMatchObject({ status: 404, key: ErrorKey.notFound });
    expect(stale?.errors[0].field).toBe('serviceTokenId');

    await expect(callApi(serviceTokenRevokeEndpoint, { ...ref, serviceTokenId: second.id })).resolves.toEqual({
      serviceTokenId: second.id,
      revoked: true,
    });
    expect(await callApi(serviceTokenGetEndpoint, ref)).toEqual({ token: null });
  });

  it('lets a token lapse after a year on the mock clock', async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 23, 18));
    actAs(PERSONA.tenantAdmin);
    const ref = usdaRoaming();
    const token = await callApi(serviceTokenGenerateEndpoint, ref);
    clock.advance(365 * 86_400_000 - 60_000);
    actAs(PERSONA.tenantAdmin);
    expect((await callApi(serviceTokenGetEndpoint, ref)).token?.id).toBe(token.id);
    clock.advance(120_000);
    actAs(PERSONA.tenantAdmin);
    expect(await callApi(serviceTokenGetEndpoint, ref)).toEqual({ token: null });
    const expired = await failure(
      callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { token: token.id } }),
    );
    expect(expired).toMatchObject({ status: 400, key: ErrorKey.enrollmentTokenRequired });
  });

  it('serves the seeded Service Auth sets their current token', async () => {
    actAs(PERSONA.globalAdmin);
    const doe = setNamed('org-doe', 'Roaming Laptops');
    const { token } = await callApi(serviceTokenGetEndpoint, { orgId: 'org-doe', sourceSetId: doe.id });
    expect(token).toMatchObject({ clientId: doe.deviceEnrollment.identifier, secret: null });
  });

  it('refuses read-only users, managed-service organizations and exclusion zones, writing nothing', async () => {
    const before = db.serviceTokens.all().length;
    actAs(PERSONA.tenantReadOnly);
    const doe = { orgId: 'org-doe', sourceSetId: setNamed('org-doe', 'Roaming Laptops').id };
    expect(await failure(callApi(serviceTokenGenerateEndpoint, doe))).toMatchObject({ key: ErrorKey.forbidden });

    actAs(PERSONA.mspAdmin);
    const labor = { orgId: 'org-dol', sourceSetId: setNamed('org-dol', 'Roaming Laptops').id };
    expect(await failure(callApi(serviceTokenGenerateEndpoint, labor))).toMatchObject({ key: ErrorKey.forbidden });
    expect(await failure(callApi(serviceTokenMspGenerateEndpoint, labor))).toMatchObject({ key: ErrorKey.forbidden });

    actAs(PERSONA.tenantAdmin);
    const zone = setNamed('org-usda', 'Guest Wi-Fi');
    await db.sourceSets.update(zone, { strict: true, data: (draft) => void (draft.exclusionZone = true) });
    const refused = await failure(callApi(serviceTokenGenerateEndpoint, { orgId: 'org-usda', sourceSetId: zone.id }));
    expect(refused).toMatchObject({ status: 409, key: ErrorKey.enrollmentNotOffered });
    expect(db.serviceTokens.all()).toHaveLength(before);
  });
});

describe('enrolled devices', () => {
  it("pages a set's devices, newest enrolment first", async () => {
    actAs(PERSONA.tenantReadOnly);
    const ref = { orgId: 'org-doe', sourceSetId: setNamed('org-doe', 'Roaming Laptops').id };
    const all = await callApi(authDeviceListEndpoint, { ...ref, pageSize: 100 });
    expect(all.itemCount).toBeGreaterThanOrEqual(3);
    expect(all.items.every((d) => d.sourceSetId === ref.sourceSetId && d.orgId === 'org-doe')).toBe(true);
    const dates = all.items.map((d) => d.enrolledAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await callApi(authDeviceListEndpoint, { ...ref, pageSize: 2 });
    expect(page.items).toEqual(all.items.slice(0, 2));
    // A set of another organization is not found, whatever organization the call names.
    actAs(PERSONA.tenantAdmin);
    expect(await failure(callApi(authDeviceListEndpoint, { ...ref, orgId: 'org-usda' }))).toMatchObject({
      status: 404,
      key: ErrorKey.notFound,
    });
  });
});
