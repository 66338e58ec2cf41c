// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import type { RequestOf } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { userListEndpoint } from '../../src/api/users/contract';
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
      ['orgId', 'email', 'firstName', 'middleName', 'lastName', 'phone', 'description', 'roles', 'role', 'internalStatus', 'status'].sort(),
    );
  });

  it('sorts by status and description in either order', async () => {
    actAs(PERSONA.tenantAdmin);
    const des = (await walk({ orgId: 'org-usda', sortField: 'status', sortOrder: 'des', pageSize: 50 })).map((u) => u.status);
    expect(des).toEqual([...des].sort().reverse());
    const asc = (await list({ orgId: 'org-usda', sortField: 'description', sortOrder: 'asc', pageSize: 50 })).items.map((u) => u.description.toLowerCase());
    expect(asc).toEqual([...asc].sort());
    await expect(list({ orgId: 'org-usda', sortField: 'email' as never })).rejects.toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
  });

  it('searches first name, last name and e-mail', async () => {
    actAs(PERSONA.tenantAdmin);
    expect((await list({ orgId: 'org-usda', searchString: 'OKAFOR' })).items.map((u) => u.email)).toEqual([PERSONA.tenantAdmin]);
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

  it("refuses organizations the caller cannot see, unknown ones, and callers without roles", async () => {
    actAs(PERSONA.tenantAdmin);
    await expect(list({ orgId: 'org-doe' })).rejects.toMatchObject({ status: 403, key: ErrorKey.forbidden });
    await expect(list({ orgId: 'org-nowhere' })).rejects.toMatchObject({ status: 404, key: ErrorKey.notFound });
    actAs(PERSONA.multiAgency);
    await expect(list({ orgId: 'org-nasa' })).resolves.toMatchObject({ itemCount: expect.any(Number) });
    actAs(PERSONA.noRoles);
    await expect(list({ orgId: 'org-epa' })).rejects.toMatchObject({ status: 403 });
  });
});
