import type { HttpHandler } from 'msw';
import {
  type PeriodTotals,
  TOP_LIST_SIZE,
  summaryEndpoint,
  topBlockedDomainsEndpoint,
  topBlockedSourcesEndpoint,
} from '../../src/api/dashboard/contract';
import { defineHandler } from '../core/define-handler';
import type { Database } from '../db/database';
import { sourceKey } from '../world-adapter/world-inputs';
import type { DashboardScope } from '../world/dashboard';
import type { Range } from '../world/traffic';
import type { World } from '../world/world';
import { askOf } from './dashboard';
import { rowsOf } from './dashboard-scope';

/*
 * The dashboard's extension calls (not in the service's documents): the summary tiles and the
 * two top-10 lists. Same query, same checks and same DNS world as the data family, so a tile's
 * total is the line chart's sum and a top list's count is the rows of the same log query.
 */

/** What filtered-query-total and blocked-requests add up to over the range. */
function totals(world: World, range: Range, scope: DashboardScope): PeriodTotals {
  const { total, blocked } = world.totals(range, scope);
  return { total, blocked, blockedPercent: total ? Math.round((blocked / total) * 1000) / 10 : 0 };
}

/** Every source the world has sent from, deleted ones too, by set and the key a log row shows. */
function sourcesByKey(db: Database) {
  const found = new Map<string, { id: string; name: string }>();
  // Live records last, so they win over a deleted source that had the same address in the set.
  for (const source of [...db.retiredSources.all(), ...db.sources.all()]) {
    const key = sourceKey(source);
    found.set(`${source.set}\n${key}`, { id: source.id, name: key });
  }
  return found;
}

export const dashboardExtensionHandlers: HttpHandler[] = [
  defineHandler(summaryEndpoint, ({ input, db, clock }) => {
    const { world, range, scope } = askOf(db, input, clock.now());
    const length = range.to - range.from;
    return {
      current: totals(world, range, scope),
      previous: totals(world, { from: range.from - length, to: range.from }, scope),
    };
  }),
  defineHandler(topBlockedDomainsEndpoint, ({ input, db, clock }) => {
    const { world, range, scope } = askOf(db, input, clock.now());
    return { items: rowsOf('domain', world.blockedByName(range, scope)).slice(0, TOP_LIST_SIZE) };
  }),
  defineHandler(topBlockedSourcesEndpoint, ({ input, db, clock }) => {
    const { world, range, scope } = askOf(db, input, clock.now());
    const sets = new Map(db.sourceSets.all().map((set) => [set.id, set.name]));
    const sources = sourcesByKey(db);
    const items = world
      .blockedBySource(range, scope)
      .map(({ orgId, sourceSetId, sourceKey: key, count }) => {
        const source = sources.get(`${sourceSetId}\n${key}`) ?? { id: key, name: key };
        return {
          sourceId: source.id,
          sourceName: source.name,
          sourceSetId,
          sourceSetName: sets.get(sourceSetId) ?? sourceSetId,
          orgId,
          count,
        };
      })
      .sort(
        (a, b) => b.count - a.count || a.sourceName.localeCompare(b.sourceName) || a.sourceId.localeCompare(b.sourceId),
      );
    return { items: items.slice(0, TOP_LIST_SIZE) };
  }),
];
