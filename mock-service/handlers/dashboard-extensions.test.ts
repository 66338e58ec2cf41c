// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import {
  blockedRequestsEndpoint,
  filteredQueryTotalEndpoint,
  summaryEndpoint,
  topBlockedDomainsEndpoint,
  topBlockedSourcesEndpoint,
} from '../../src/api/dashboard/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { clock } from '../core/clock';
import { deleteRecord } from '../core/crud';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { dashboardWindow } from '../world/world';

useMockApi();
afterEach(() => clock.useRealTime());

/** 37 minutes past an hour, as in the data family's tests: the last hour is a part of one. */
const NOW = SEED_NOW + 37 * 60_000;
const EXTENSIONS = [summaryEndpoint, topBlockedDomainsEndpoint, topBlockedSourcesEndpoint] as const;

/** Most first, ties by the given name: the order both lists promise. */
const expectRanked = <T extends { count: number }>(items: T[], name: (item: T) => string) => {
  for (let k = 1; k < items.length; k++) {
    const [a, b] = [items[k - 1], items[k]];
    expect(a.count > b.count || (a.count === b.count && name(a).localeCompare(name(b)) <= 0)).toBe(true);
  }
};

describe('dashboard summary', () => {
  it('totals what the line charts sum to, and the period of the same length just before', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    for (const duration of [24, 7, 30] as const) {
      const query = { orgId: 'org-usda', duration };
      const { current, previous } = await callApi(summaryEndpoint, query);
      expect(current.total).toBe((await callApi(filteredQueryTotalEndpoint, query)).total);
      expect(current.blocked).toBe((await callApi(blockedRequestsEndpoint, query)).total);
      expect(current.blocked).toBeGreaterThan(0);
      expect(current.blockedPercent).toBe(Math.round((current.blocked / current.total) * 1000) / 10);
      expect(previous.total).toBeGreaterThan(0);
      // Counted independently for the shorter periods; 60 days of uncached counts take long on a busy machine.
      if (duration === 30) continue;
      const { range } = dashboardWindow(NOW, duration);
      const before = { from: 2 * range.from - range.to, to: range.from };
      const world = currentWorld();
      expect(previous.total).toBe(world.count(before, { orgIds: ['org-usda'] }));
      expect(previous.blocked).toBe(world.count(before, { orgIds: ['org-usda'], decisions: ['block'] }));
    }
  }, 60_000);

  it('answers zeros, and empty top lists, for an organization without sources', async () => {
    clock.useVirtualTime(NOW);
    for (const source of db.sources.all().filter((s) => s.orgId === 'org-doi')) deleteRecord(db.sources, source);
    actAs(PERSONA.globalAdmin);
    const query = { orgId: 'org-doi', duration: 7 } as const;
    const zero = { total: 0, blocked: 0, blockedPercent: 0 };
    expect(await callApi(summaryEndpoint, query)).toEqual({ current: zero, previous: zero });
    expect((await callApi(topBlockedDomainsEndpoint, query)).items).toEqual([]);
    expect((await callApi(topBlockedSourcesEndpoint, query)).items).toEqual([]);
  });
});

describe('top blocked domains and sources', () => {
  it('lists at most 10, most first, ties by name, each a count of the blocked names the world holds', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const query = { orgId: 'org-usda', duration: 7 } as const;
    const { items } = await callApi(topBlockedDomainsEndpoint, query);
    expect(items).toHaveLength(10);
    expectRanked(items, (item) => item.domain);
    const { range } = dashboardWindow(NOW, 7);
    const all = [...currentWorld().blockedByName(range, { orgIds: ['org-usda'] })].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    expect(all.length).toBeGreaterThan(10);
    expect(items).toEqual(all.slice(0, 10).map(([domain, count]) => ({ domain, count })));
    const blocked = (await callApi(blockedRequestsEndpoint, query)).total;
    expect(all.reduce((sum, [, count]) => sum + count, 0)).toBe(blocked);
  });

  it('names each source, its set and organization, and sums to the blocked total when a set has few', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const { items } = await callApi(topBlockedSourcesEndpoint, { orgId: 'org-usda', duration: 30 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expectRanked(items, (item) => item.sourceName);
    for (const item of items) {
      // Deleted sources too: the closed Annex Building's sent within the 30 days.
      const source = [...db.sources.all(), ...db.retiredSources.all()].find((s) => s.id === item.sourceId)!;
      const set = db.sourceSets.all().find((s) => s.id === item.sourceSetId)!;
      expect(item).toMatchObject({ orgId: 'org-usda', sourceSetId: source.set, sourceSetName: set.name });
      expect(item.sourceName).toBe(source.sourceIP ?? source.displayName);
    }
    const set = db.sourceSets.all().find((s) => s.id === items[0].sourceSetId)!;
    const inSet = { orgId: 'org-usda', sourceSets: [set.id], duration: 30 as const };
    const fromSet = (await callApi(topBlockedSourcesEndpoint, inSet)).items;
    expect(fromSet[0]).toEqual(items[0]);
    expect(fromSet.every((item) => item.sourceSetId === set.id)).toBe(true);
    if (db.sources.all().filter((s) => s.set === set.id).length <= 10)
      expect(fromSet.reduce((sum, item) => sum + item.count, 0)).toBe(
        (await callApi(blockedRequestsEndpoint, inSet)).total,
      );
  });

  it("keeps a deleted set's past: the closed Annex Building's deleted sources, by their ids", async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const annex = db.sourceSets.all().find((s) => s.orgId === 'org-usda' && s.name === 'Annex Building')!;
    expect(annex.deleted).toBe(true);
    const query = { orgId: 'org-usda', sourceSets: [annex.id], duration: 30 as const };
    const { items } = await callApi(topBlockedSourcesEndpoint, query);
    const retired = db.retiredSources.all().filter((s) => s.set === annex.id);
    expect(items.map((item) => item.sourceId).sort()).toEqual(retired.map((s) => s.id).sort());
    expect(items.every((item) => item.sourceSetName === 'Annex Building')).toBe(true);
    const blocked = (await callApi(blockedRequestsEndpoint, query)).total;
    expect(items.reduce((sum, item) => sum + item.count, 0)).toBe(blocked);
    const domains = (await callApi(topBlockedDomainsEndpoint, query)).items;
    expect(domains.length).toBeGreaterThan(0);
    // It closed nine days ago: nothing in the last 7.
    expect((await callApi(topBlockedSourcesEndpoint, { ...query, duration: 7 })).items).toEqual([]);
  });
});

describe('the extension calls check like the data family', () => {
  it('refuse a bad duration and a set of another organization at the field', async () => {
    actAs(PERSONA.tenantAdmin);
    const usdaSet = db.sourceSets.all().find((s) => s.orgId === 'org-usda')!;
    const doeSet = db.sourceSets.all().find((s) => s.orgId === 'org-doe')!;
    for (const endpoint of EXTENSIONS) {
      const bad = await failure(callApi(endpoint, { orgId: 'org-usda', duration: 12 as 24 }));
      expect(bad?.errors[0], endpoint.id).toMatchObject({ key: ErrorKey.invalidRequest, field: 'duration' });
      const foreign = await failure(
        callApi(endpoint, { orgId: 'org-usda', sourceSets: [usdaSet.id, doeSet.id], duration: 24 }),
      );
      expect(foreign?.errors[0], endpoint.id).toMatchObject({
        key: ErrorKey.sourceSetNotFound,
        field: 'sourceSets.1',
      });
    }
  });

  it('let a user with no roles read their own organization only; the all-organizations entry is for operators', async () => {
    clock.useVirtualTime(NOW);
    for (const endpoint of EXTENSIONS) {
      actAs(PERSONA.noRoles);
      await expect(callApi(endpoint, { orgId: 'org-epa', duration: 24 }), endpoint.id).resolves.toBeTruthy();
      for (const orgId of ['org-doe', 'org-global'])
        expect((await failure(callApi(endpoint, { orgId, duration: 24 })))?.key, endpoint.id).toBe(ErrorKey.forbidden);
      actAs(PERSONA.tenantAdmin);
      expect((await failure(callApi(endpoint, { orgId: 'org-global', duration: 24 })))?.key).toBe(ErrorKey.forbidden);
    }
    actAs(PERSONA.globalAdmin);
    const everyOrg = await callApi(topBlockedSourcesEndpoint, { orgId: 'org-global', duration: 24 });
    expect(everyOrg.items).toHaveLength(10);
    const orgOf = new Map(db.sourceSets.all().map((set) => [set.id, set.orgId]));
    for (const item of everyOrg.items) expect(item.orgId).toBe(orgOf.get(item.sourceSetId));
    const summary = await callApi(summaryEndpoint, { orgId: 'org-global', duration: 24 });
    const { range } = dashboardWindow(NOW, 24);
    expect(summary.current.total).toBe(currentWorld().count(range, {}));
  });
});
