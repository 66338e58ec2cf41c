// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import {
  blockedRequestsEndpoint,
  blockedSecurityCategoriesEndpoint,
  filteredQueryTotalEndpoint,
  filteredSecurityCategoriesEndpoint,
  ipVersionBreakdownEndpoint,
  protocolBreakdownEndpoint,
  recordTypeBreakdownEndpoint,
} from '../../src/api/dashboard/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { clock } from '../core/clock';
import { deleteRecord } from '../core/crud';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, useMockApi, failure } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { dashboardWindow } from '../world/world';

useMockApi();
afterEach(() => clock.useRealTime());

/** 37 minutes past an hour: the last point is a part of an hour, as it nearly always is. */
const NOW = SEED_NOW + 37 * 60_000;
const sum = (items: { count: number }[]) => items.reduce((total, item) => total + item.count, 0);
const BREAKDOWNS = [ipVersionBreakdownEndpoint, protocolBreakdownEndpoint, recordTypeBreakdownEndpoint] as const;

describe('dashboard data', () => {
  it('answers hourly points for 24 hours and daily points for 7 and 30 days, ending now', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const day = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-usda', duration: 24 });
    expect(day.items).toHaveLength(24);
    expect(day.items[23].datetime).toBe('2026-11-16T14:00:00.000Z');
    expect(day.items[0].datetime).toBe('2026-11-15T15:00:00.000Z');
    expect(day.total).toBe(sum(day.items));
    const week = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-usda', duration: 7 });
    expect(week.items.map((p) => p.datetime.slice(0, 10))).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
    ]);
    const month = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-usda', duration: 30 });
    expect(month.items).toHaveLength(30);
    expect(month.total).toBeGreaterThan(week.total);
    expect(week.total).toBeGreaterThan(day.total);
  });

  it('breaks down every query of the period, largest first, and blocks well under 1%', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const query = { orgId: 'org-usda', duration: 7 } as const;
    const { total } = await callApi(filteredQueryTotalEndpoint, query);
    for (const endpoint of BREAKDOWNS) {
      const { items } = await callApi(endpoint, query);
      expect(sum(items), endpoint.id).toBe(total);
      const counts = items.map((item) => item.count);
      expect(counts, endpoint.id).toEqual([...counts].sort((a, b) => b - a));
    }
    const recordTypes = (await callApi(recordTypeBreakdownEndpoint, query)).items;
    expect(recordTypes[0]).toMatchObject({ recordType: 'A' });
    const blocked = await callApi(blockedRequestsEndpoint, query);
    expect(blocked.total).toBeGreaterThan(0);
    expect(blocked.total / total).toBeLessThan(0.01);
    const categories = await callApi(blockedSecurityCategoriesEndpoint, query);
    expect(sum(categories.items)).toBe(blocked.total);
    expect(categories.items.map((c) => c.subcategory_name)).toContain('Phishing');
    const security = await callApi(filteredSecurityCategoriesEndpoint, query);
    expect(sum(security.items)).toBeLessThanOrEqual(blocked.total);
  });

  it("agrees with the world's rows: a total equals the rows of the same period and filter", async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantReadOnly);
    const set = db.sourceSets.all().find((s) => s.orgId === 'org-doe' && !s.isDefault)!;
    const { range } = dashboardWindow(NOW, 24);
    const world = currentWorld();
    const rows = [...world.rows(range, { orgIds: ['org-doe'] })];
    const total = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-doe', duration: 24 });
    expect(total.total).toBeGreaterThan(1000);
    expect(total.total).toBe(rows.length);
    const blocked = await callApi(blockedRequestsEndpoint, { orgId: 'org-doe', duration: 24 });
    expect(blocked.total).toBe(rows.filter((row) => row.decision === 'block').length);
    const inSet = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-doe', sourceSets: [set.id], duration: 24 });
    expect(inSet.total).toBeGreaterThan(0);
    expect(inSet.total).toBe(rows.filter((row) => row.sourceSetId === set.id).length);
    const ipv6 = await callApi(ipVersionBreakdownEndpoint, { orgId: 'org-doe', duration: 24 });
    expect(ipv6.items.find((item) => item.ipVersion === 'ipv6')?.count).toBe(
      rows.filter((row) => row.ipVersion === 'ipv6').length,
    );
  });

  it("gives the all-organizations entry every organization's traffic, to operators only (any of their roles)", async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.globalAdmin);
    const all = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-global', duration: 24 });
    const { range } = dashboardWindow(NOW, 24);
    expect(all.total).toBe(currentWorld().count(range, {}));
    const doe = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-doe', duration: 24 });
    expect(all.total).toBeGreaterThan(doe.total * 20);
    // Any operator, whatever their roles: the Global organization is theirs.
    actAs(PERSONA.globalUserManager);
    expect((await callApi(filteredQueryTotalEndpoint, { orgId: 'org-global', duration: 24 })).total).toBe(all.total);
    actAs(PERSONA.tenantAdmin);
    expect((await failure(callApi(filteredQueryTotalEndpoint, { orgId: 'org-global', duration: 24 })))?.key).toBe(
      ErrorKey.forbidden,
    );
  });

  it('lets every signed-in user read their own organizations, and no other (spec 1 §3: no roles, dashboard only)', async () => {
    actAs(PERSONA.multiAgency);
    await expect(callApi(protocolBreakdownEndpoint, { orgId: 'org-epa', duration: 24 })).resolves.toBeTruthy();
    // A policy manager there, without a reporting role.
    await expect(callApi(protocolBreakdownEndpoint, { orgId: 'org-nasa', duration: 24 })).resolves.toBeTruthy();
    actAs(PERSONA.noRoles);
    await expect(callApi(protocolBreakdownEndpoint, { orgId: 'org-epa', duration: 24 })).resolves.toBeTruthy();
    expect((await failure(callApi(protocolBreakdownEndpoint, { orgId: 'org-doe', duration: 24 })))?.key).toBe(
      ErrorKey.forbidden,
    );
    expect((await failure(callApi(protocolBreakdownEndpoint, { orgId: 'org-global', duration: 24 })))?.key).toBe(
      ErrorKey.forbidden,
    );
    actAs(PERSONA.tenantReadOnly);
    expect((await failure(callApi(protocolBreakdownEndpoint, { orgId: 'org-usda', duration: 24 })))?.status).toBe(403);
  });

  it('refuses a bad duration and a set of another organization at the field', async () => {
    actAs(PERSONA.tenantAdmin);
    const bad = await failure(callApi(filteredQueryTotalEndpoint, { orgId: 'org-usda', duration: 12 as 24 }));
    expect(bad?.errors[0]).toMatchObject({ key: ErrorKey.invalidRequest, field: 'duration' });
    const doeSet = db.sourceSets.all().find((s) => s.orgId === 'org-doe')!;
    const usdaSet = db.sourceSets.all().find((s) => s.orgId === 'org-usda')!;
    const foreign = await failure(
      callApi(blockedRequestsEndpoint, { orgId: 'org-usda', sourceSets: [usdaSet.id, doeSet.id], duration: 24 }),
    );
    expect(foreign?.errors[0]).toMatchObject({ key: ErrorKey.sourceSetNotFound, field: 'sourceSets.1' });
  });

  it('answers zeros and empty breakdowns for an organization without sources', async () => {
    clock.useVirtualTime(NOW);
    for (const source of db.sources.all().filter((s) => s.orgId === 'org-doi')) deleteRecord(db.sources, source);
    actAs(PERSONA.globalAdmin);
    const query = { orgId: 'org-doi', duration: 30 } as const;
    const total = await callApi(filteredQueryTotalEndpoint, query);
    expect(total.items).toHaveLength(30);
    expect(total.items.every((point) => point.count === 0)).toBe(true);
    expect(total.total).toBe(0);
    for (const endpoint of [...BREAKDOWNS, blockedSecurityCategoriesEndpoint, filteredSecurityCategoriesEndpoint])
      expect((await callApi(endpoint, query)).items, endpoint.id).toEqual([]);
  });
});
