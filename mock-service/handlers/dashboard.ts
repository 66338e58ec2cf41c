import type { HttpHandler } from 'msw';
import {
  DNS_PROTOCOLS,
  blockedRequestsEndpoint,
  blockedSecurityCategoriesEndpoint,
  filteredQueryTotalEndpoint,
  filteredSecurityCategoriesEndpoint,
  ipVersionBreakdownEndpoint,
  policyChangesEndpoint,
  protocolBreakdownEndpoint,
  recordTypeBreakdownEndpoint,
  sourceSetOptionsEndpoint,
} from '../../src/api/dashboard/contract';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { defineHandler } from '../core/define-handler';
import type { Database } from '../db/database';
import { findOrg } from '../db/lookups';
import { currentWorld, noteDashboardScope } from '../world-adapter/current-world';
import { SECURITY_CATEGORIES } from '../world/categories';
import type { Measure } from '../world/dashboard';
import { dashboardWindow } from '../world/world';
import { dashboardAsk, rowsOf } from './dashboard-scope';

/*
 * The dashboard data family (spec 3 §7), answered from the DNS world: the same model the log
 * previews and extracts read, so a chart's total is the number of rows of the same query.
 */

type Input = Parameters<typeof dashboardAsk>[1];
/** The request's scope and window, and the world that answers it. */
export const askOf = (db: Database, input: Input, now: number) => {
  const ask = dashboardAsk(db, input, now);
  noteDashboardScope(ask.scope);
  return { ...ask, world: currentWorld(db) };
};

function timeSeries(db: Database, input: Input, now: number, measure: Measure) {
  const { world, range, unit, scope } = askOf(db, input, now);
  const items = world
    .series(range, unit, scope, measure)
    .map((point) => ({ datetime: new Date(point.time).toISOString(), count: point.count }));
  return { items, total: items.reduce((sum, point) => sum + point.count, 0) };
}

const SECURITY_NAMES = new Set(SECURITY_CATEGORIES.map((category) => category.name));
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export const dashboardHandlers: HttpHandler[] = [
  defineHandler(filteredQueryTotalEndpoint, ({ input, db, clock }) => timeSeries(db, input, clock.now(), 'total')),
  defineHandler(blockedRequestsEndpoint, ({ input, db, clock }) => timeSeries(db, input, clock.now(), 'blocked')),
  defineHandler(ipVersionBreakdownEndpoint, ({ input, db, clock }) => {
    const { world, range, scope } = askOf(db, input, clock.now());
    const counts = world.breakdown(range, scope, 'ipVersion');
    return { items: rowsOf('ipVersion', Object.entries(counts)) as { ipVersion: 'ipv4' | 'ipv6'; count: number }[] };
  }),
  defineHandler(protocolBreakdownEndpoint, ({ input, db, clock }) => {
    const { world, range, scope } = askOf(db, input, clock.now());
    const counts = world.breakdown(range, scope, 'protocol');
    return {
      items: rowsOf('protocol', Object.entries(counts)) as {
        protocol: (typeof DNS_PROTOCOLS)[number];
        count: number;
      }[],
    };
  }),
  defineHandler(recordTypeBreakdownEndpoint, ({ input, db, clock }) => {
    const { world, range, scope } = askOf(db, input, clock.now());
    return { items: rowsOf('recordType', Object.entries(world.breakdown(range, scope, 'recordType'))) };
  }),
  defineHandler(blockedSecurityCategoriesEndpoint, ({ input, db, clock }) => {
    const { world, range, scope } = askOf(db, input, clock.now());
    return { items: rowsOf('subcategory_name', world.blockedByCategory(range, scope)) };
  }),
  defineHandler(filteredSecurityCategoriesEndpoint, ({ input, db, clock }) => {
    const { world, range, scope } = askOf(db, input, clock.now());
    const counts = [...world.blockedByCategory(range, scope)].filter(([name]) => SECURITY_NAMES.has(name));
    return { items: rowsOf('subcategory_name', counts) };
  }),
  defineHandler(sourceSetOptionsEndpoint, ({ input, db }) => {
    const sets = db.sourceSets.all().filter((set) => set.orgId === input.orgId);
    const options = [
      ...sets.filter((set) => !set.deleted).sort(byName),
      ...sets.filter((set) => set.deleted).sort(byName),
    ];
    return {
      items: options.map((set) => ({
        id: set.id,
        value: set.id,
        orgId: set.orgId,
        name: set.name,
        deleted: set.deleted,
        label: set.deleted ? `${set.name} (deleted)` : set.name,
      })),
    };
  }),
  defineHandler(policyChangesEndpoint, ({ input, clock, db }) => {
    const everyOrg = findOrg(input.orgId)?.orgName === GLOBAL_ORG_NAME;
    const { range } = dashboardWindow(clock.now(), input.duration);
    const within = (time: number | undefined): time is number =>
      time !== undefined && time >= range.from && time < range.to;
    // Every enforcement interval is a change at its start and, if it ended, at its end; names come from the policy records.
    const names = new Map(db.policies.all().map((policy) => [policy.id, policy.name]));
    const items = db.policyEnforcements
      .all()
      .filter((interval) => everyOrg || interval.orgId === null || interval.orgId === input.orgId)
      .flatMap((interval) =>
        (
          [
            ['enforced', Date.parse(interval.from)],
            ['withdrawn', interval.until ? Date.parse(interval.until) : undefined],
          ] as const
        )
          .filter(([, time]) => within(time))
          .map(([change, time]) => ({
            datetime: new Date(time!).toISOString(),
            change,
            policyId: interval.policyId,
            policyName: names.get(interval.policyId) ?? interval.policyId,
            orgId: interval.orgId,
            action: interval.action,
          })),
      )
      .sort((a, b) => a.datetime.localeCompare(b.datetime));
    return { items };
  }),
];
