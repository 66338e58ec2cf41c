// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import {
  type DashboardDuration,
  blockedRequestsEndpoint,
  filteredQueryTotalEndpoint,
  summaryEndpoint,
  topBlockedDomainsEndpoint,
  topBlockedSourcesEndpoint,
} from '../../src/api/dashboard/contract';
import { unfilteredLogQuery } from '../../src/api/log-queries/query-params';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { logQueryToWorld } from '../world-adapter/log-query';
import { dashboardWindow } from '../world/world';

/*
 * The agreement rule across the wire: the summary tile, the line chart and a DNS Logs query of
 * the same organization, source sets and period (a custom range from the window's start to now)
 * count the same queries; a top list's count is the rows of the log query for that name or
 * source with Action Block. Rows are listed for 24 hours; longer periods use the preview's
 * total count (world.count), which the world's own agreement test holds to its rows.
 */
useMockApi();
afterEach(() => clock.useRealTime());

const NOW = SEED_NOW + 37 * 60_000;
const sum = (items: { count: number }[]) => items.reduce((total, item) => total + item.count, 0);
const opt = (value: string) => ({ name: value, value });

function logQuery(orgId: string, sourceSets: string[], duration: DashboardDuration, over = {}) {
  const { range } = dashboardWindow(NOW, duration);
  const params = unfilteredLogQuery(range.from, NOW, {
    durationType: 'custom',
    sourceSets: sourceSets.map(opt),
    ...over,
  });
  const asked = logQueryToWorld(db, params, { orgIds: [orgId] }, NOW);
  expect(asked.range).toEqual(range);
  return asked;
}

const CASES: { orgId: string; sets: (orgId: string) => string[]; duration: DashboardDuration }[] = [
  { orgId: 'org-doe', sets: () => [], duration: 24 },
  { orgId: 'org-usda', sets: (orgId) => [setsOf(orgId)[0]], duration: 24 },
  { orgId: 'org-usda', sets: () => [], duration: 7 },
  { orgId: 'org-doe', sets: (orgId) => setsOf(orgId).slice(0, 2), duration: 30 },
];
const setsOf = (orgId: string) =>
  db.sourceSets
    .all()
    .filter((set) => set.orgId === orgId && !set.deleted)
    .map((set) => set.id);

// The first case builds the seed's world: a minute allows for a busy machine.
describe('dashboard, summary and DNS Logs agree', { timeout: 60_000 }, () => {
  it.each(CASES)('$orgId, $duration: tile total = line chart sum = log rows', async ({ orgId, sets, duration }) => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.globalAdmin);
    const query = { orgId, sourceSets: sets(orgId), duration };
    const { current } = await callApi(summaryEndpoint, query);
    const line = await callApi(filteredQueryTotalEndpoint, query);
    const blockedLine = await callApi(blockedRequestsEndpoint, query);
    expect(current.total).toBe(sum(line.items));
    expect(current.blocked).toBe(sum(blockedLine.items));
    const world = currentWorld();
    const all = logQuery(orgId, query.sourceSets, duration);
    const blocked = logQuery(orgId, query.sourceSets, duration, { actions: [opt('blocked')] });
    const rows = (asked: typeof all) =>
      duration === 24 ? [...world.rows(asked.range, asked.filter)].length : world.count(asked.range, asked.filter);
    expect(current.total).toBe(rows(all));
    expect(current.blocked).toBe(rows(blocked));
    expect(current.blocked).toBeGreaterThan(0);
  });

  it.each(CASES.slice(0, 3))('$orgId, $duration: each top count = the blocked log rows of it', async (c) => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.globalAdmin);
    const query = { orgId: c.orgId, sourceSets: c.sets(c.orgId), duration: c.duration };
    const world = currentWorld();
    const blocked = { actions: [opt('blocked')] };
    // The log query's Name takes the name and every name under it: count the rows of the name itself.
    for (const { domain, count } of (await callApi(topBlockedDomainsEndpoint, query)).items) {
      const asked = logQuery(c.orgId, query.sourceSets, c.duration, { ...blocked, queryName: domain });
      expect(
        [...world.rows(asked.range, asked.filter)].filter((row) => row.name === domain),
        domain,
      ).toHaveLength(count);
    }
    // Authorized Source needs its set chosen, as on the DNS Logs screen.
    for (const source of (await callApi(topBlockedSourcesEndpoint, query)).items) {
      const asked = logQuery(c.orgId, [source.sourceSetId], c.duration, {
        ...blocked,
        sources: [opt(source.sourceId)],
      });
      expect(world.count(asked.range, asked.filter), source.sourceName).toBe(source.count);
    }
  });
});
