// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import {
  DISABLED_POLICY_ALERT,
  DISABLED_SOURCE_ALERT,
  alertSetCreateEndpoint,
  alertSetDeleteEndpoint,
  alertSetGetEndpoint,
  alertSetListEndpoint,
  alertSetUpdateEndpoint,
} from '../../src/api/alert-sets/contract';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { db } from '../db/database';
import { registeredUser } from '../db/records';
import { checkedAlertSet } from './alert-set-rules';
import { dnsSet, refused } from '../testing/alert-set-fixtures';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

describe('the seeded alert sets', () => {
  it('each pass the rules the service applies to a save, unchanged by them', () => {
    const world = {
      organizations: db.organizations.all(),
      distributionLists: db.distributionLists.all(),
      policies: db.policies.all(),
      sourceSets: db.sourceSets.all(),
      sources: db.sources.all(),
    };
    const seeded = db.alertSets.all();
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    for (const record of seeded) expect(checkedAlertSet(record.orgId, record, world)).toEqual(record);
  });
});

describe('alert set calls', () => {
  it("lists one organization's sets by name, with search, as the rows the table shows", async () => {
    actAs(PERSONA.tenantAdmin);
    const page = await callApi(alertSetListEndpoint, { orgId: 'org-usda', pageSize: 10 });
    expect(page.items.map((item) => item.name)).toEqual([
      'Malware Blocks',
      'Policy and Source Changes',
      'Resolver Volume Surge',
    ]);
    expect(page.items[0]).toEqual({
      orgId: 'org-usda',
      id: 'as-usda-1',
      name: 'Malware Blocks',
      description: 'Lookups blocked by the department policies.',
      alertType: 'DNS Events',
      organizationsForGlobal: [],
      cadence: 'Hourly',
      lastAlertAt: null,
    });
    const searched = await callApi(alertSetListEndpoint, { orgId: 'org-usda', searchString: 'volume' });
    expect(searched.items.map((item) => item.id)).toEqual(['as-usda-2']);
  });

  it('creates with a server-made id, reads, updates and deletes', async () => {
    actAs(PERSONA.tenantAdmin);
    const own = db.policies.all().find((p) => p.orgId === 'org-usda')!.id;
    const provider = db.policies.all().find((p) => p.global)!.id;
    const policy = {
      ...DISABLED_POLICY_ALERT,
      enabled: true,
      actions: ['Block' as const],
      trigger: { type: 'match' as const },
      policies: [{ orgId: 'org-usda', policyIds: [own, provider] }],
    };
    const created = await callApi(alertSetCreateEndpoint, { orgId: 'org-usda', ...dnsSet('org-usda', { policy }) });
    expect(created.policy.policies).toEqual(policy.policies);
    expect(created.id).toMatch(/^as-/);
    expect(created.cadence).toBe('Hourly');
    expect(await callApi(alertSetGetEndpoint, { orgId: 'org-usda', id: created.id })).toEqual(created);
    await callApi(alertSetUpdateEndpoint, {
      orgId: 'org-usda',
      id: created.id,
      ...dnsSet('org-usda', { name: 'Weekday Blocks', cadence: 'Weekly' }),
    });
    expect(db.alertSets.all().find((r) => r.id === created.id)).toMatchObject({
      name: 'Weekday Blocks',
      cadence: 'Weekly',
    });
    await callApi(alertSetDeleteEndpoint, { orgId: 'org-usda', id: created.id });
    const gone = await failure(callApi(alertSetGetEndpoint, { orgId: 'org-usda', id: created.id }));
    expect(gone?.key).toBe(ErrorKey.notFound);
  });

  it('stores a disabled alert as the defaults, whatever the client sent with it (spec 1 §4)', async () => {
    actAs(PERSONA.tenantAdmin);
    const created = await callApi(alertSetCreateEndpoint, {
      orgId: 'org-usda',
      ...dnsSet('org-usda', {
        source: {
          enabled: false,
          actions: ['Allow'],
          sources: [],
          sourceSets: [{ orgId: 'org-usda', sourceSetIds: ['ss-not-there'] }],
          trigger: { type: 'threshold', changePercent: 5, period: 'Weekly', minimumCount: 9 },
        },
      }),
    });
    expect(created.source).toEqual(DISABLED_SOURCE_ALERT);
  });

  it('refuses writes to those who only view, and a customer manager on Global; none writes', async () => {
    const readOnly = await refused(PERSONA.tenantReadOnly, () =>
      callApi(alertSetDeleteEndpoint, { orgId: 'org-doe', id: 'as-doe-1' }),
    );
    expect(readOnly.key).toBe(ErrorKey.forbidden);
    const otherAgency = await refused(PERSONA.tenantAdmin, () =>
      callApi(alertSetCreateEndpoint, { orgId: 'org-doe', ...dnsSet('org-doe') }),
    );
    expect(otherAgency.key).toBe(ErrorKey.forbidden);
    const onGlobal = await refused(PERSONA.customerManager, () =>
      callApi(alertSetDeleteEndpoint, { orgId: 'org-global', id: 'as-global-1' }),
    );
    expect(onGlobal.key).toBe(ErrorKey.forbidden);
    actAs(PERSONA.customerManager);
    await callApi(alertSetDeleteEndpoint, { orgId: 'org-doe', id: 'as-doe-1' });
    expect(db.alertSets.all().some((r) => r.id === 'as-doe-1')).toBe(false);
  });

  it('lets an Agency Admin without a configuration role create, save and delete, and a tenant user without either role only read', async () => {
    // §2: "Mode is Create when there is no alertSetId and the role is Admin" (docs/decisions/alert-set-managers.md).
    const person = (email: string, role: 'Admin' | 'User') =>
      db.users.create({
        ...registeredUser({ orgId: 'org-usda', email, firstName: 'Test', lastName: 'Caller' }, ''),
        role,
        roles: [],
        status: 'Active',
      });
    await person('ada.admin@usda.gov', 'Admin');
    await person('uma.user@usda.gov', 'User');
    const refusal = await refused('uma.user@usda.gov', () =>
      callApi(alertSetCreateEndpoint, { orgId: 'org-usda', ...dnsSet('org-usda') }),
    );
    expect(refusal.key).toBe(ErrorKey.forbidden);

    actAs('ada.admin@usda.gov');
    const created = await callApi(alertSetCreateEndpoint, { orgId: 'org-usda', ...dnsSet('org-usda') });
    await callApi(alertSetUpdateEndpoint, {
      orgId: 'org-usda',
      id: created.id,
      ...dnsSet('org-usda', { name: 'Weekday Blocks' }),
    });
    expect(db.alertSets.all().find((r) => r.id === created.id)?.name).toBe('Weekday Blocks');
    await callApi(alertSetDeleteEndpoint, { orgId: 'org-usda', id: created.id });
    expect(db.alertSets.all().some((r) => r.id === created.id)).toBe(false);
  });
});
