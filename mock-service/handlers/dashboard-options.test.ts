// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import {
  filteredQueryTotalEndpoint,
  policyChangesEndpoint,
  sourceSetOptionsEndpoint,
} from '../../src/api/dashboard/contract';
import { sourceCreateEndpoint, sourceDeleteEndpoint, sourceSetDeleteEndpoint } from '../../src/api/sources/contract';
import { clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();
afterEach(() => clock.useRealTime());

const MINUTE = 60_000;

describe('dashboard source set options', () => {
  it("lists the organization's live sets by name, then its deleted ones as 'name (deleted)'", async () => {
    clock.useVirtualTime(SEED_NOW);
    const set = db.sourceSets.all().find((s) => s.orgId === 'org-usda' && !s.isDefault)!;
    // Marked deleted directly: the options read the flag alone.
    await updateRecord(db.sourceSets, set, {
      deleted: true,
      dateDeleted: new Date(SEED_NOW - 60 * MINUTE).toISOString(),
    });
    actAs(PERSONA.tenantAdmin);
    const { items } = await callApi(sourceSetOptionsEndpoint, { orgId: 'org-usda' });
    const live = db.sourceSets.all().filter((s) => s.orgId === 'org-usda' && !s.deleted);
    const labels = items.map((item) => item.label);
    const byName = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(labels.slice(0, live.length)).toEqual(byName(live.map((s) => s.name)));
    // The seed's closed Annex Building and the set deleted here, by name.
    expect(labels.slice(live.length)).toEqual(byName(['Annex Building (deleted)', `${set.name} (deleted)`]));
    expect(items.find((item) => item.id === set.id)).toMatchObject({ value: set.id, deleted: true, name: set.name });
    expect(items.every((item) => item.orgId === 'org-usda')).toBe(true);
    const query = { orgId: 'org-usda', sourceSets: [set.id], duration: 24 as const };
    await expect(callApi(filteredQueryTotalEndpoint, query)).resolves.toMatchObject({ items: expect.any(Array) });
  });
});

describe("the seed's closed set", () => {
  it("shows Agriculture's Annex Building as deleted, with traffic until it closed and none since", async () => {
    clock.useVirtualTime(SEED_NOW);
    actAs(PERSONA.tenantAdmin);
    const { items } = await callApi(sourceSetOptionsEndpoint, { orgId: 'org-usda' });
    const annex = items.find((option) => option.label === 'Annex Building (deleted)');
    expect(annex).toMatchObject({ deleted: true, name: 'Annex Building' });
    const month = await callApi(filteredQueryTotalEndpoint, {
      orgId: 'org-usda',
      sourceSets: [annex!.id],
      duration: 30,
    });
    const sent = month.items.filter((point) => point.count > 0).map((point) => point.datetime.slice(0, 10));
    expect(sent[0]).toBe('2026-10-18');
    expect(sent.at(-1)).toBe('2026-11-07');
  });
});

describe('the world follows the database', () => {
  it('counts the traffic of a source added a moment ago, from the first whole hour after it was added', async () => {
    clock.useVirtualTime(SEED_NOW + 5 * MINUTE);
    actAs(PERSONA.tenantAdmin);
    // The world the dashboard reads is built before the write.
    await callApi(filteredQueryTotalEndpoint, { orgId: 'org-usda', duration: 24 });
    await callApi(sourceCreateEndpoint, {
      orgId: 'org-usda',
      type: 'Ipv4',
      sourceIP: '44.12.7.9',
      set: 'Branch Lab',
      newSourceSet: true,
      description: 'Annex egress',
    });
    const lab = db.sourceSets.all().find((s) => s.orgId === 'org-usda' && s.name === 'Branch Lab')!;
    const asked = { orgId: 'org-usda', sourceSets: [lab.id], duration: 24 as const };
    expect((await callApi(filteredQueryTotalEndpoint, asked)).total).toBe(0);
    clock.advance(75 * MINUTE);
    // Sessions end after a quiet spell shorter than that.
    actAs(PERSONA.tenantAdmin);
    const labLater = await callApi(filteredQueryTotalEndpoint, asked);
    expect(labLater.total).toBeGreaterThan(0);
    expect(labLater.items.slice(0, -1).every((point) => point.count === 0)).toBe(true);
    expect(labLater.items.at(-1)!.datetime).toBe('2026-11-16T15:00:00.000Z');
  });
});

describe('deleting sources and sets never changes the past', () => {
  it("keeps a deleted set's traffic before its deletion, and offers it as 'name (deleted)'", async () => {
    clock.useVirtualTime(SEED_NOW + 10 * MINUTE);
    actAs(PERSONA.tenantAdmin);
    const set = db.sourceSets.all().find((s) => s.orgId === 'org-usda' && !s.isDefault && !s.exclusionZone)!;
    const inSet = { orgId: 'org-usda', sourceSets: [set.id], duration: 24 as const };
    const before = await callApi(filteredQueryTotalEndpoint, inSet);
    const orgBefore = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-usda', duration: 24 });
    expect(before.total).toBeGreaterThan(0);
    for (const source of db.sources.all().filter((s) => s.set === set.id))
      await callApi(
        sourceDeleteEndpoint,
        source.sourceIP
          ? { orgId: 'org-usda', sourceIp: source.sourceIP }
          : { orgId: 'org-usda', set: set.id, vendorName: source.vendorName! },
      );
    await callApi(sourceSetDeleteEndpoint, { orgId: 'org-usda', sourceSetId: set.id });
    expect((await callApi(filteredQueryTotalEndpoint, inSet)).items).toEqual(before.items);
    expect((await callApi(filteredQueryTotalEndpoint, { orgId: 'org-usda', duration: 24 })).items).toEqual(
      orgBefore.items,
    );
    const { items } = await callApi(sourceSetOptionsEndpoint, { orgId: 'org-usda' });
    expect(items.find((option) => option.id === set.id)?.label).toBe(`${set.name} (deleted)`);
    clock.advance(2 * 60 * MINUTE);
    actAs(PERSONA.tenantAdmin);
    const later = await callApi(filteredQueryTotalEndpoint, inSet);
    // The hour it was deleted in is the last it sent in; nothing after.
    const sent = later.items.filter((point) => point.count > 0).map((point) => point.datetime);
    expect(sent.at(-1)).toBe('2026-11-16T14:00:00.000Z');
    expect(later.items.at(-1)!.count).toBe(0);
  });
});

describe('policy changes', () => {
  it("marks the provider's test-domain policy enforced in the past 30 days, not in the past 24 hours", async () => {
    clock.useVirtualTime(SEED_NOW);
    actAs(PERSONA.tenantReadOnly);
    const month = await callApi(policyChangesEndpoint, { orgId: 'org-doe', duration: 30 });
    expect(month.items).toEqual([
      {
        datetime: '2026-11-09T14:00:00.000Z',
        change: 'enforced',
        policyId: 'global-test-domains',
        policyName: 'Category Test Domains',
        orgId: null,
        action: 'block',
      },
    ]);
    expect((await callApi(policyChangesEndpoint, { orgId: 'org-doe', duration: 24 })).items).toEqual([]);
  });
});
