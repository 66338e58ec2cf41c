// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { signUpEndpoint } from '../../src/api/auth/contract';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { networkCreateEndpoint } from '../../src/api/management-networks/contract';
import { orgRequestApproveEndpoint } from '../../src/api/org-requests/contract';
import { orgDisplayNameUpdateEndpoint, orgUpdateEndpoint } from '../../src/api/organizations/contract';
import { userCreateEndpoint, userListEndpoint } from '../../src/api/users/contract';
import { policyListEndpoint } from '../../src/api/policies/contract';
import { networkListEndpoint } from '../../src/api/management-networks/contract';
import { topTrendingUnrankedEndpoint } from '../../src/api/threats/contract';
import { filteredQueryTotalEndpoint } from '../../src/api/dashboard/contract';
import { db } from '../db/database';
import { findOrg, findUser } from '../db/lookups';
import { registeredUser } from '../db/records';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { fileAccessRequest } from '../testing/sign-up';

useMockApi();

/** The holes of issue 9 item 3, each probed as it was found; every one was open before the fix. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: { key: string; status: number }) => ({ key: error.key, status: error.status }),
  );
const FORBIDDEN = { key: ErrorKey.forbidden, status: 403 };

async function addUser(orgId: string, email: string, role: 'Admin' | 'User' | '', roles: string[]) {
  await db.users.create({
    ...registeredUser({ orgId, email, firstName: 'Test', lastName: 'Caller' }, ''),
    role,
    roles,
    status: 'Active',
  });
}

const newPerson = (orgId: string, email: string) => ({
  orgId,
  email,
  firstName: 'Pat',
  lastName: 'Quinn',
  phone: '(202) 555-0199',
  roles: [],
});

describe('permission holes', () => {
  it('lets only a service user manager approve a request into Global, and the new user holds no roles', async () => {
    const requestId = await fileAccessRequest({
      firstName: 'Eve',
      lastName: 'Mallory',
      email: 'eve.mallory@cisa.dhs.gov',
      password: 'correct horse battery',
    });
    expect(db.orgRequests.all().find((r) => r.requestId === requestId)?.orgName).toBe('Global');
    actAs(PERSONA.customerManager);
    expect(await refusal(callApi(orgRequestApproveEndpoint, { requestId }))).toEqual(FORBIDDEN);
    expect(db.orgRequests.all().find((r) => r.requestId === requestId)?.status).toBe('pending');
    expect(findUser('org-global', 'eve.mallory@cisa.dhs.gov')).toBeUndefined();
    actAs(PERSONA.globalUserManager);
    await callApi(orgRequestApproveEndpoint, { requestId });
    expect(findUser('org-global', 'eve.mallory@cisa.dhs.gov')).toMatchObject({ roles: [], status: 'Registered' });
  });

  it('keeps users out of reach of callers with no roles and of Global users without a user role', async () => {
    actAs(PERSONA.noRoles);
    expect(await refusal(callApi(userListEndpoint, { orgId: 'org-epa' }))).toEqual(FORBIDDEN);
    await addUser('org-global', 'rex.viewer@cisa.dhs.gov', 'User', ['globalReportingViewer']);
    actAs('rex.viewer@cisa.dhs.gov');
    expect(await refusal(callApi(userListEndpoint, { orgId: 'org-usda' }))).toEqual(FORBIDDEN);
    expect(await refusal(callApi(userListEndpoint, { orgId: 'org-global', organizations: ['org-usda'] }))).toEqual(
      FORBIDDEN,
    );
  });

  it('gives a base-role User with an empty roles list the dashboard only, as a user with no roles (spec 1 §6)', async () => {
    await addUser('org-usda', 'nora.plain@usda.gov', 'User', []);
    actAs('nora.plain@usda.gov');
    const orgId = 'org-usda';
    expect(await refusal(callApi(userListEndpoint, { orgId }))).toEqual(FORBIDDEN);
    expect(await refusal(callApi(policyListEndpoint, { orgId }))).toEqual(FORBIDDEN);
    expect(await refusal(callApi(networkListEndpoint, { orgId }))).toEqual(FORBIDDEN);
    expect(await refusal(callApi(topTrendingUnrankedEndpoint, { orgId }))).toEqual(FORBIDDEN);
    expect(await refusal(callApi(filteredQueryTotalEndpoint, { orgId, duration: 24 }))).toBe('allowed');
  });

  it('never touches the record of an organization the caller may not manage when adding an existing person', async () => {
    const before = findUser('org-doe', PERSONA.tenantReadOnly);
    actAs(PERSONA.tenantAdmin);
    const added = await callApi(userCreateEndpoint, {
      ...newPerson('org-usda', PERSONA.tenantReadOnly),
      confirmExisting: true,
    });
    expect(added.roles).toContain('multiAgencyUser');
    expect(findUser('org-doe', PERSONA.tenantReadOnly)).toBe(before);
  });

  it("makes new users Admins when an organization's Admin or a service user administrator creates them", async () => {
    // A tenant user manager who is not an Admin grants no more than they hold.
    await addUser('org-usda', 'una.manager@usda.gov', 'User', ['userManager']);
    actAs('una.manager@usda.gov');
    expect((await callApi(userCreateEndpoint, newPerson('org-usda', 'pat.quinn@usda.gov'))).role).toBe('User');
    // Spec 1 §3, "role (set to admin on create)": the service's user manager and customer manager.
    actAs(PERSONA.globalUserManager);
    expect(
      (await callApi(userCreateEndpoint, { ...newPerson('org-usda', 'lee.quinn@usda.gov'), firstName: 'Lee' })).role,
    ).toBe('Admin');
    actAs(PERSONA.customerManager);
    expect(
      (await callApi(userCreateEndpoint, { ...newPerson('org-usda', 'ash.quinn@usda.gov'), firstName: 'Ash' })).role,
    ).toBe('Admin');
    actAs(PERSONA.tenantAdmin);
    const byAdmin = await callApi(userCreateEndpoint, {
      ...newPerson('org-usda', 'kim.quinn@usda.gov'),
      firstName: 'Kim',
    });
    expect(byAdmin.role).toBe('Admin');
  });

  it('lets only global operators change two-person policy approval', async () => {
    const org = findOrg('org-dol')!;
    const flipped = {
      orgId: org.orgId,
      displayName: org.displayName,
      bypassPolicyPeerApproval: !org.bypassPolicyPeerApproval,
    };
    actAs(PERSONA.mspAdmin);
    expect(await refusal(callApi(orgUpdateEndpoint, flipped))).toEqual(FORBIDDEN);
    expect(findOrg('org-dol')).toBe(org);
    actAs(PERSONA.globalAdmin);
    expect(await callApi(orgUpdateEndpoint, flipped)).toMatchObject({
      bypassPolicyPeerApproval: flipped.bypassPolicyPeerApproval,
    });
  });

  it('refuses changes to the Global organization display name and networks', async () => {
    actAs(PERSONA.globalAdmin);
    const global = findOrg('org-global')!;
    expect(await refusal(callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-global', displayName: 'Owned' }))).toEqual(
      FORBIDDEN,
    );
    const create = callApi(networkCreateEndpoint, { orgId: 'org-global', cidr: '10.99.0.0/16', description: 'Probe' });
    expect(await refusal(create)).toEqual(FORBIDDEN);
    expect(findOrg('org-global')).toBe(global);
    expect(db.managementNetworks.all().some((n) => n.orgId === 'org-global' && n.cidr === '10.99.0.0/16')).toBe(false);
  });

  it.each([
    ['a control character', 'Eve\u0007'],
    ['a bidirectional override', 'Eve\u202Eevil'],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('refuses a sign-up name with %s', async (_what, firstName) => {
    const filed = callApi(signUpEndpoint, {
      firstName,
      lastName: 'Mallory',
      email: 'eve.m@usda.gov',
      password: 'long enough',
    });
    expect(await refusal(filed)).toEqual({ key: ErrorKey.invalidRequest, status: 400 });
    expect(db.orgRequests.all().some((r) => r.requestor.email === 'eve.m@usda.gov')).toBe(false);
  });

  it('refuses a sign-up whose e-mail domain no organization uses, instead of filing it as Unassigned', async () => {
    const filed = callApi(signUpEndpoint, {
      firstName: 'Jo',
      lastName: 'Doe',
      email: 'jo@example.com',
      password: 'long enough',
    });
    expect(await refusal(filed)).toEqual({ key: ErrorKey.noOrganizationForDomain, status: 400 });
  });
});
