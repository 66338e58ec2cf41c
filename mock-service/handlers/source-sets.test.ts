// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  listMultipleOrgSourcesEndpoint,
  listOrgSourceSetsEndpoint,
  sourceDownloadEndpoint,
  sourceSetDeleteEndpoint,
  sourceSetListEndpoint,
  sourceSetMspDeleteEndpoint,
  sourceSetUpdateEndpoint,
} from '../../src/api/sources/contract';
import type { Page } from '../../src/api/contract';
import type { SourceSetRow } from '../../src/api/sources/contract';
import { db } from '../db/database';
import { actAs, useMockApi, failure } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { insertPolicy } from '../testing/policy-fixtures';

useMockApi();

const setNamed = (orgId: string, name: string) =>
  db.sourceSets.all().find((set) => set.orgId === orgId && set.name === name && !set.deleted)!;
const snapshot = () => JSON.stringify(db.sourceSets.all());
async function expectRefused(call: Promise<unknown>, key: string, field?: string) {
  const before = snapshot();
  const error = await failure(call);
  expect(error?.find(key), `${key} expected, got ${error?.errors.map((e) => e.key).join(', ')}`).toBeDefined();
  if (field) expect(error?.find(key)?.field).toBe(field);
  expect(snapshot()).toBe(before);
}

describe('source set list', () => {
  it("pages Social Security's 150 sets by name on the server, each with its sources", async () => {
    actAs(PERSONA.globalAdmin);
    const names: string[] = [];
    let pageToken: string | null | undefined = null;
    let sources = 0;
    do {
      const page: Page<SourceSetRow> = await callApi(sourceSetListEndpoint, {
        orgId: 'org-ssa',
        pageSize: 50,
        pageToken,
      });
      expect(page.itemCount).toBe(150);
      names.push(...page.items.map((set) => set.name));
      sources += page.items.reduce((sum, set) => sum + set.sources.length, 0);
      pageToken = page.nextPageKey;
    } while (pageToken);
    expect(names).toHaveLength(150);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(sources).toBe(2000);
    const descending = await callApi(sourceSetListEndpoint, { orgId: 'org-ssa', sortField: 'name', sortOrder: 'des' });
    expect(descending.items[0].name).toBe(names[149]);
  });

  it('finds a set by one of its addresses', async () => {
    actAs(PERSONA.tenantAdmin);
    const source = db.sources.all().find((s) => s.orgId === 'org-usda' && s.type === 'Ipv6')!;
    const found = await callApi(sourceSetListEndpoint, { orgId: 'org-usda', searchString: source.sourceIP! });
    expect(found.items.map((set) => set.id)).toEqual([source.set]);
  });

  it("is every organization's for the Global organization, to operators only", async () => {
    actAs(PERSONA.globalAdmin);
    const all = await callApi(sourceSetListEndpoint, { orgId: 'org-global', pageSize: 1000 });
    expect(new Set(all.items.map((set) => set.orgDisplayName))).toContain('Agriculture');
    expect(all.itemCount).toBe(db.sourceSets.all().filter((set) => !set.deleted).length);
    actAs(PERSONA.tenantReadOnly);
    expect((await failure(callApi(sourceSetListEndpoint, { orgId: 'org-global' })))?.key).toBe(ErrorKey.forbidden);
    const own = await callApi(sourceSetListEndpoint, { orgId: 'org-doe', pageSize: 100 });
    expect(own.items.every((set) => set.orgId === 'org-doe')).toBe(true);
  });

  it("lists several organizations' sources only when each is the caller's to view", async () => {
    actAs(PERSONA.multiAgency);
    const both = await callApi(listMultipleOrgSourcesEndpoint, { orgId: 'org-gsa', orgIds: ['org-gsa', 'org-epa'] });
    expect(both.items.map((entry) => entry.orgId)).toEqual(['org-gsa', 'org-epa']);
    expect(both.items[1].sources.every((source) => source.orgId === 'org-epa')).toBe(true);
    const refused = await failure(callApi(listMultipleOrgSourcesEndpoint, { orgId: 'org-gsa', orgIds: ['org-doe'] }));
    expect(refused?.key).toBe(ErrorKey.forbidden);
  });
});

describe('source set update', () => {
  it('renames and describes a set, never the default one, never to a name in use', async () => {
    actAs(PERSONA.tenantAdmin);
    const guest = setNamed('org-usda', 'Guest Wi-Fi');
    const update = (id: string, name: string, description = '') =>
      callApi(sourceSetUpdateEndpoint, { orgId: 'org-usda', id, name, description });
    expect(await update(guest.id, 'Visitor Wi-Fi', 'Lobby')).toMatchObject({
      name: 'Visitor Wi-Fi',
      description: 'Lobby',
    });
    const defaultSet = setNamed('org-usda', 'Default');
    await expectRefused(update(defaultSet.id, 'Renamed'), ErrorKey.sourceSetIsDefault, 'name');
    expect((await update(defaultSet.id, 'Default', 'Described')).description).toBe('Described');
    await expectRefused(update(guest.id, 'headquarters'), ErrorKey.sourceSetNameTaken, 'name');
    await expectRefused(update(guest.id, 'Bad/name'), ErrorKey.sourceSetNameFormat, 'name');
    await expectRefused(update('ss-missing', 'Any'), ErrorKey.notFound, 'id');
  });

  it('makes a managed-service set an exclusion zone for an Exclusion Zone Manager, one way only', async () => {
    const hq = setNamed('org-dol', 'Headquarters');
    const convert = (exclusionZone: boolean, orgId = 'org-dol', set = hq) =>
      callApi(sourceSetUpdateEndpoint, {
        orgId,
        id: set.id,
        name: set.name,
        description: set.description,
        exclusionZone,
      });
    actAs(PERSONA.mspAdmin);
    await expectRefused(convert(true), ErrorKey.forbidden);
    actAs(PERSONA.globalAdmin);
    expect((await convert(true)).exclusionZone).toBe(true);
    await expectRefused(convert(false), ErrorKey.exclusionZoneOneWay, 'exclusionZone');
    await expectRefused(
      convert(true, 'org-usda', setNamed('org-usda', 'Guest Wi-Fi')),
      ErrorKey.exclusionZoneNotAllowed,
    );
  });
});

describe('source set delete', () => {
  const remove = (orgId: string, sourceSetId: string) => callApi(sourceSetDeleteEndpoint, { orgId, sourceSetId });

  it('refuses the default set, exclusion zones, sets with sources and sets with device enrollment', async () => {
    actAs(PERSONA.tenantAdmin);
    await expectRefused(remove('org-usda', setNamed('org-usda', 'Default').id), ErrorKey.sourceSetIsDefault);
    await expectRefused(remove('org-usda', setNamed('org-usda', 'Headquarters').id), ErrorKey.sourceSetHasSources);
    const roaming = setNamed('org-usda', 'Roaming Laptops');
    db.sources.deleteMany((q) => q.where({ set: roaming.id }));
    await expectRefused(remove('org-usda', roaming.id), ErrorKey.sourceSetHasDeviceEnrollment, 'sourceSetId');
    actAs(PERSONA.mspAdmin);
    const zone = setNamed('org-dol', 'OIG Investigations');
    await expectRefused(
      callApi(sourceSetMspDeleteEndpoint, { orgId: 'org-dol', sourceSetId: zone.id }),
      ErrorKey.sourceSetIsExclusionZone,
    );
  });

  it('deletes an empty set: it leaves the lists but stays on record, marked deleted', async () => {
    actAs(PERSONA.tenantAdmin);
    const guest = setNamed('org-usda', 'Guest Wi-Fi');
    db.sources.deleteMany((q) => q.where({ set: guest.id }));
    await remove('org-usda', guest.id);
    expect(db.sourceSets.all().find((set) => set.id === guest.id)).toMatchObject({ deleted: true });
    const { items } = await callApi(listOrgSourceSetsEndpoint, { orgId: 'org-usda' });
    expect(items.map((set) => set.name)).not.toContain('Guest Wi-Fi');
    expect(items[0].name).toBe('Default');
  });

  it('refuses a set a policy names, by the policy, until the policy lets it go', async () => {
    actAs(PERSONA.tenantAdmin);
    const guest = setNamed('org-usda', 'Guest Wi-Fi');
    db.sources.deleteMany((q) => q.where({ set: guest.id }));
    await insertPolicy({
      id: 'pol-guest',
      orgId: 'org-usda',
      global: false,
      name: 'Block Guest Streaming',
      sourceSetList: [guest.id],
    });
    const policies = JSON.stringify(db.policies.all());
    await expectRefused(remove('org-usda', guest.id), ErrorKey.sourceSetUsedByPolicies, 'sourceSetId');
    expect((await failure(remove('org-usda', guest.id)))?.find(ErrorKey.sourceSetUsedByPolicies)?.detail).toEqual({
      policies: ['Block Guest Streaming'],
    });
    expect(JSON.stringify(db.policies.all())).toBe(policies);
    db.policies.deleteMany((q) => q.where({ id: 'pol-guest' }));
    await remove('org-usda', guest.id);
    expect(db.sourceSets.all().find((set) => set.id === guest.id)).toMatchObject({ deleted: true });
  });

  it('is refused to a read-only user', async () => {
    actAs(PERSONA.tenantReadOnly);
    await expectRefused(remove('org-doe', setNamed('org-doe', 'Guest Wi-Fi').id), ErrorKey.forbidden);
  });
});

describe('Download List', () => {
  it("links to the organization's list; the file holds its sources and no one else's", async () => {
    actAs(PERSONA.tenantAdmin);
    const { preSignedUrl } = await callApi(sourceDownloadEndpoint, { orgId: 'org-usda' });
    expect(new URL(preSignedUrl).pathname).toMatch(/\/sources-usda-\d{4}-\d{2}-\d{2}\.csv$/);
    const response = await fetch(preSignedUrl);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Organization,Source Set,Type,Address or Provider,Description,Date Added');
    expect(lines).toHaveLength(1 + db.sources.all().filter((s) => s.orgId === 'org-usda').length);
    expect(lines.slice(1).every((line) => line.startsWith('Agriculture,'))).toBe(true);
  });
});
