// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi, setAccessToken } from '../../src/api/client';
import type { RequestOf } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  userCreateEndpoint,
  userDeleteEndpoint,
  userGetEndpoint,
  userListEndpoint,
  userSetStatusEndpoint,
  userUpdateEndpoint,
} from '../../src/api/users/contract';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

type ListRequest = RequestOf<typeof userListEndpoint>;
const list = (request: ListRequest) => callApi(userListEndpoint, request);

async function walk(request: ListRequest) {
  const items = [];
  let pageToken: string | null | undefined;
  do {
    const page = await list({ ...request, pageToken });
    items.push(...page.items);
    pageToken = page.nextPageKey;
  } while (pageToken);
  return items;
}

describe('user list handler', () => {
  it("pages through an organization's users by last name, the tokens covering every user once", async () => {
    actAs(PERSONA.tenantAdmin);
    const inOrg = db.users.all().filter((u) => u.orgId === 'org-usda');
    const first = await list({ orgId: 'org-usda' });
    expect(first.items).toHaveLength(10);
    expect(first.itemCount).toBe(inOrg.length);
    const all = await walk({ orgId: 'org-usda', pageSize: 7 });
    expect(all.map((u) => u.email).sort()).toEqual(inOrg.map((u) => u.email).sort());
    const lastNames = all.map((u) => u.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    expect(Object.keys(all[0]).sort()).toEqual(
      [
        'orgId',
        'email',
        'firstName',
        'middleName',
        'lastName',
        'phone',
        'description',
        'roles',
        'role',
        'internalStatus',
        'status',
      ].sort(),
    );
  });

  it('sorts by status and description in either order', async () => {
    actAs(PERSONA.tenantAdmin);
    const des = (await walk({ orgId: 'org-usda', sortField: 'status', sortOrder: 'des', pageSize: 50 })).map(
      (u) => u.status,
    );
    expect(des).toEqual([...des].sort().reverse());
    const asc = (await list({ orgId: 'org-usda', sortField: 'description', sortOrder: 'asc', pageSize: 50 })).items.map(
      (u) => u.description.toLowerCase(),
    );
    expect(asc).toEqual([...asc].sort());
    await expect(list({ orgId: 'org-usda', sortField: 'email' as never })).rejects.toMatchObject({
      status: 400,
      key: ErrorKey.invalidRequest,
    });
  });

  it('breaks ties on last name, then first name', async () => {
    actAs(PERSONA.tenantAdmin);
    const byStatus = await walk({ orgId: 'org-usda', sortField: 'status', pageSize: 50 });
    const keys = byStatus.map((u) => [u.status.toLowerCase(), u.lastName.toLowerCase(), u.firstName.toLowerCase()]);
    const compare = (a: string[], b: string[]) => {
      const i = a.findIndex((part, n) => part !== b[n]);
      return i < 0 ? 0 : a[i] < b[i] ? -1 : 1;
    };
    const sorted = [...keys].sort(compare);
    expect(keys).toEqual(sorted);
    const sameLast = byStatus.filter((u, i) => byStatus.some((o, j) => i !== j && o.lastName === u.lastName));
    expect(sameLast.length).toBeGreaterThan(1);
  });

  it('searches first name, last name and e-mail', async () => {
    actAs(PERSONA.tenantAdmin);
    expect((await list({ orgId: 'org-usda', searchString: 'OKAFOR' })).items.map((u) => u.email)).toEqual([
      PERSONA.tenantAdmin,
    ]);
    expect((await list({ orgId: 'org-usda', searchString: 'daniel.ok' })).itemCount).toBe(1);
    expect((await list({ orgId: 'org-usda', searchString: '@energy.gov' })).itemCount).toBe(0);
  });

  it('filters by status and by base or fine-grained role', async () => {
    actAs(PERSONA.tenantAdmin);
    const usda = db.users.all().filter((u) => u.orgId === 'org-usda');
    const inactive = await walk({ orgId: 'org-usda', statuses: ['Inactive', 'Suspended'], pageSize: 50 });
    expect(inactive.length).toBe(usda.filter((u) => u.status === 'Inactive' || u.status === 'Suspended').length);
    const admins = await walk({ orgId: 'org-usda', roles: ['Admin'], pageSize: 50 });
    expect(admins.every((u) => u.role === 'Admin')).toBe(true);
    const viewers = await walk({ orgId: 'org-usda', roles: ['reportingViewer'], pageSize: 50 });
    expect(viewers.length).toBe(usda.filter((u) => u.roles.includes('reportingViewer')).length);
  });

  it('lets global callers list several organizations, and nobody else', async () => {
    actAs(PERSONA.globalUserManager);
    const both = await list({ orgId: 'org-global', organizations: ['org-crwa', 'org-tcec'], pageSize: 100 });
    expect(new Set(both.items.map((u) => u.orgId))).toEqual(new Set(['org-crwa', 'org-tcec']));
    actAs(PERSONA.multiAgency);
    await expect(list({ orgId: 'org-gsa', organizations: ['org-epa'] })).rejects.toMatchObject({ status: 403 });
  });

  it('refuses organizations the caller cannot see, unknown ones, and callers without roles', async () => {
    actAs(PERSONA.tenantAdmin);
    await expect(list({ orgId: 'org-doe' })).rejects.toMatchObject({ status: 403, key: ErrorKey.forbidden });
    await expect(list({ orgId: 'org-nowhere' })).rejects.toMatchObject({ status: 404, key: ErrorKey.notFound });
    actAs(PERSONA.multiAgency);
    await expect(list({ orgId: 'org-nasa' })).resolves.toMatchObject({ itemCount: expect.any(Number) });
    actAs(PERSONA.noRoles);
    await expect(list({ orgId: 'org-epa' })).rejects.toMatchObject({ status: 403 });
  });
});

const person = (orgId: string, email: string, extra: Record<string, unknown> = {}) => ({
  orgId,
  email,
  firstName: 'Pat',
  lastName: 'Quinn',
  phone: '(202) 555-0199',
  roles: [] as string[],
  ...extra,
});
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e) => e,
  );

describe('user create, update, status and delete handlers', () => {
  it('creates a Registered user with role Admin, lowercasing the e-mail, and finds it in the list', async () => {
    // An Admin creator: nobody grants a base role they do not hold (permission-holes.test.ts).
    actAs(PERSONA.globalAdmin);
    const created = await callApi(
      userCreateEndpoint,
      person('org-usda', 'Pat.Quinn@USDA.gov', { roles: ['policyManager', 'reportingViewer'] }),
    );
    expect(created).toMatchObject({
      email: 'pat.quinn@usda.gov',
      role: 'Admin',
      status: 'Registered',
      roles: ['policyManager', 'reportingViewer'],
    });
    const found = await callApi(userListEndpoint, { orgId: 'org-usda', searchString: 'quinn' });
    expect(found.items.map((u) => u.email)).toEqual(['pat.quinn@usda.gov']);
    await expect(callApi(userGetEndpoint, { orgId: 'org-usda', email: 'pat.quinn@usda.gov' })).resolves.toMatchObject({
      lastName: 'Quinn',
    });
    // Welcomed by e-mail, naming who added them.
    const welcome = db.outbox.all().filter((mail) => mail.kind === 'user.welcome');
    expect(welcome).toEqual([expect.objectContaining({ to: ['pat.quinn@usda.gov'], orgId: 'org-usda' })]);
    expect(welcome[0].body).toContain('olivia.bennett@cisa.dhs.gov');
  });

  it('answers the error keys the user form maps to its fields', async () => {
    actAs(PERSONA.customerManager);
    const usda = db.users.all().find((u) => u.orgId === 'org-usda' && u.phone)!;
    expect(await fail(callApi(userCreateEndpoint, person('org-usda', usda.email)))).toMatchObject({
      status: 409,
      key: ErrorKey.emailInUse,
    });
    expect(await fail(callApi(userCreateEndpoint, person('org-usda', 'pat@gmail.com')))).toMatchObject({
      key: ErrorKey.governmentDomainRequired,
      errors: [expect.objectContaining({ field: 'email' })],
    });
    expect(await fail(callApi(userCreateEndpoint, person('org-usda', PERSONA.globalAdmin)))).toMatchObject({
      key: ErrorKey.idReference,
    });
    expect(
      await fail(
        callApi(
          userCreateEndpoint,
          person('org-usda', 'x.y@usda.gov', { firstName: usda.firstName, lastName: usda.lastName, phone: usda.phone }),
        ),
      ),
    ).toMatchObject({ key: ErrorKey.nameTaken, errors: [expect.objectContaining({ field: 'firstName' })] });
    expect(
      await fail(callApi(userCreateEndpoint, person('org-usda', 'x.y@usda.gov', { roles: ['globalPolicyManager'] }))),
    ).toMatchObject({ key: ErrorKey.invalidRequest, errors: [expect.objectContaining({ field: 'roles' })] });
    expect(await fail(callApi(userCreateEndpoint, person('org-usda', 'x.y@usda.gov', { phone: '12' })))).toMatchObject({
      key: ErrorKey.invalidRequest,
      errors: [expect.objectContaining({ field: 'phone' })],
    });
    // Critical infrastructure entities use their own domains.
    await expect(callApi(userCreateEndpoint, person('org-crwa', 'pat.quinn@crwa.org'))).resolves.toMatchObject({
      orgId: 'org-crwa',
    });
  });

  it('adds a person from another organization only once confirmed, making them multi-agency', async () => {
    actAs(PERSONA.customerManager);
    const epa = db.users.all().find((u) => u.orgId === 'org-epa' && u.email !== PERSONA.noRoles)!;
    const request = person('org-usda', epa.email);
    expect(await fail(callApi(userCreateEndpoint, request))).toMatchObject({
      status: 409,
      key: ErrorKey.userExistsElsewhere,
    });
    const added = await callApi(userCreateEndpoint, { ...request, confirmExisting: true });
    expect(added.roles).toContain('multiAgencyUser');
    expect(
      db.users
        .all()
        .filter((u) => u.email === epa.email)
        .every((u) => u.roles.includes('multiAgencyUser')),
    ).toBe(true);
  });

  it('updates details and roles but never the e-mail, and nobody changes their own roles', async () => {
    actAs(PERSONA.tenantAdmin);
    const target = db.users.all().find((u) => u.orgId === 'org-usda' && u.email !== PERSONA.tenantAdmin)!;
    const updated = await callApi(userUpdateEndpoint, {
      ...target,
      description: 'Moved to the SOC',
      roles: ['reportingViewer'],
    });
    expect(updated).toMatchObject({ email: target.email, description: 'Moved to the SOC', roles: ['reportingViewer'] });
    const self = db.users.all().find((u) => u.email === PERSONA.tenantAdmin)!;
    await expect(callApi(userUpdateEndpoint, { ...self, phone: '(202) 555-0111' })).resolves.toMatchObject({
      phone: '(202) 555-0111',
    });
    expect(
      await fail(callApi(userUpdateEndpoint, { ...self, roles: [...self.roles, 'multiAgencyUser'] })),
    ).toMatchObject({ status: 403 });
    expect(await fail(callApi(userUpdateEndpoint, { ...target, email: 'nobody@usda.gov' }))).toMatchObject({
      status: 404,
    });
  });

  it('disables active users and enables inactive or suspended ones, and nothing else', async () => {
    actAs(PERSONA.globalUserManager);
    const byStatus = (status: string) => db.users.all().find((u) => u.orgId === 'org-ssa' && u.status === status)!;
    const active = byStatus('Active');
    await expect(
      callApi(userSetStatusEndpoint, { orgId: 'org-ssa', email: active.email, status: 'Suspended' }),
    ).resolves.toMatchObject({ status: 'Suspended' });
    await expect(
      callApi(userSetStatusEndpoint, { orgId: 'org-ssa', email: active.email, status: 'Active' }),
    ).resolves.toMatchObject({ status: 'Active' });
    await expect(
      callApi(userSetStatusEndpoint, { orgId: 'org-ssa', email: byStatus('Inactive').email, status: 'Active' }),
    ).resolves.toMatchObject({ status: 'Active' });
    expect(
      await fail(
        callApi(userSetStatusEndpoint, { orgId: 'org-ssa', email: byStatus('Registered').email, status: 'Active' }),
      ),
    ).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'status' })] });
  });

  it('deletes a user, and a suspended user can no longer call the service', async () => {
    actAs(PERSONA.globalUserManager);
    const target = db.users.all().find((u) => u.orgId === 'org-doe' && u.email !== PERSONA.tenantReadOnly)!;
    await callApi(userDeleteEndpoint, { orgId: 'org-doe', email: target.email });
    expect(db.users.all().some((u) => u.orgId === 'org-doe' && u.email === target.email)).toBe(false);
    const readerToken = actAs(PERSONA.tenantReadOnly);
    actAs(PERSONA.globalUserManager);
    await callApi(userSetStatusEndpoint, { orgId: 'org-doe', email: PERSONA.tenantReadOnly, status: 'Suspended' });
    setAccessToken(readerToken);
    expect(await fail(callApi(userListEndpoint, { orgId: 'org-doe' }))).toMatchObject({ status: 401 });
  });
});
