// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  orgDisplayNameUpdateEndpoint,
  orgListEndpoint,
  potentialOrgListEndpoint,
} from '../../src/api/organizations/contract';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const orgNames = async () => (await callApi(orgListEndpoint, {})).orgs.map((org) => org.displayName);

describe('organization handlers', () => {
  it('gives a global user every organization, Global then Headquarters first, the rest by display name', async () => {
    actAs(PERSONA.globalAdmin);
    const names = await orgNames();
    expect(names).toHaveLength(db.organizations.count());
    expect(names.slice(0, 2)).toEqual(['Global', 'CISA Headquarters']);
    const rest = names.slice(2);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('gives a multi-agency user each organization they belong to, and a tenant user their own', async () => {
    actAs(PERSONA.multiAgency);
    expect(await orgNames()).toEqual(['EPA', 'GSA', 'NASA']);
    actAs(PERSONA.ciAdmin);
    expect(await orgNames()).toEqual(['Cascade Water']);
  });

  it('drops an organization from a multi-agency user once their record there is suspended', async () => {
    const epaRecord = db.users.all().find((u) => u.orgId === 'org-epa' && u.email === PERSONA.multiAgency)!;
    await db.users.update(epaRecord, { data: (u) => void (u.status = 'Suspended') });
    actAs(PERSONA.multiAgency);
    expect(await orgNames()).toEqual(['GSA', 'NASA']);
  });

  it('lists potential organizations for global users only', async () => {
    actAs(PERSONA.customerManager);
    const { items } = await callApi(potentialOrgListEndpoint, {});
    expect(items).toHaveLength(8);
    expect(items[0]).toEqual({ id: 'potential-va', name: 'Department of Veterans Affairs', acronym: 'VA' });
    actAs(PERSONA.tenantAdmin);
    await expect(callApi(potentialOrgListEndpoint, {})).rejects.toMatchObject({ status: 403, key: ErrorKey.forbidden });
  });

  it('lets a tenant admin rename their own organization, and global managers any', async () => {
    actAs(PERSONA.tenantAdmin);
    const renamed = await callApi(orgDisplayNameUpdateEndpoint, {
      orgId: 'org-usda',
      displayName: 'USDA Digital Infrastructure',
    });
    expect(renamed).toMatchObject({ orgId: 'org-usda', displayName: 'USDA Digital Infrastructure', acronym: 'USDA' });
    expect(await orgNames()).toEqual(['USDA Digital Infrastructure']);
    actAs(PERSONA.customerManager);
    await expect(
      callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-crwa', displayName: 'Cascade Regional Water' }),
    ).resolves.toMatchObject({
      displayName: 'Cascade Regional Water',
    });
  });

  it('refuses renames by read-only users, by members without the role, and of unseen organizations', async () => {
    actAs(PERSONA.tenantReadOnly);
    await expect(
      callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-doe', displayName: 'Energy Ops' }),
    ).rejects.toMatchObject({ status: 403 });
    actAs(PERSONA.multiAgency);
    await expect(
      callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-epa', displayName: 'EPA Ops' }),
    ).rejects.toMatchObject({ status: 403 });
    actAs(PERSONA.tenantAdmin);
    await expect(
      callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-doe', displayName: 'Energy Ops' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('keeps display names unique and well formed', async () => {
    actAs(PERSONA.globalAdmin);
    const taken = await callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-usda', displayName: 'nasa' }).catch(
      (e) => e,
    );
    expect(taken).toMatchObject({ status: 400, key: ErrorKey.nameTaken });
    expect(taken.errors[0].field).toBe('displayName');
    const padded = await callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-usda', displayName: ' USDA' }).catch(
      (e) => e,
    );
    expect(padded).toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(padded.errors[0].field).toBe('displayName');
  });
});
