// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { userListEndpoint } from '../../src/api/users/contract';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

/** Onboarding's search exactly as the console sends it (spec 1 §7). */
const search = (orgId: string, searchString: string) =>
  callApi(userListEndpoint, { pageSize: 100, orgId, searchString });

describe("onboarding's existing-user search (user list, pageSize 100, orgId, searchString)", () => {
  it('finds a person of another organization for the operators who onboard, searching in Global', async () => {
    for (const operator of [PERSONA.globalUserManager, PERSONA.customerManager]) {
      actAs(operator);
      const found = await search('org-global', PERSONA.tenantAdmin);
      expect(found.items.map((u) => [u.orgId, u.email])).toEqual([['org-usda', PERSONA.tenantAdmin]]);
    }
  });

  it('finds nobody for an e-mail nobody has', async () => {
    actAs(PERSONA.customerManager);
    expect((await search('org-global', 'new.person@va.gov')).itemCount).toBe(0);
  });

  it("lists only Global's own users in Global when nothing is searched", async () => {
    actAs(PERSONA.globalUserManager);
    const page = await callApi(userListEndpoint, { orgId: 'org-global', pageSize: 100 });
    const globalUsers = db.users.all().filter((u) => u.orgId === 'org-global');
    expect(page.itemCount).toBe(globalUsers.length);
    expect(new Set(page.items.map((u) => u.orgId))).toEqual(new Set(['org-global']));
  });

  it("gives a Global caller who manages no users' records no other organization's people", async () => {
    const admin = db.users.all().find((u) => u.email === PERSONA.globalAdmin)!;
    await db.users.update(admin, { strict: true, data: (record) => void (record.roles = []) });
    actAs(PERSONA.globalAdmin);
    expect((await search('org-global', PERSONA.tenantAdmin)).itemCount).toBe(0);
  });

  it("keeps a tenant caller to their own organization: Global is refused, their own search finds nobody else's", async () => {
    actAs(PERSONA.tenantAdmin);
    await expect(search('org-global', PERSONA.tenantReadOnly)).rejects.toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
    expect((await search('org-usda', PERSONA.tenantReadOnly)).itemCount).toBe(0);
  });
});
