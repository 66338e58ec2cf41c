import type { DashboardQuery } from '../../src/api/dashboard/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { MockError } from '../core/mock-error';
import type { Database } from '../db/database';
import { findOrg } from '../db/lookups';
import type { DashboardScope, Unit } from '../world/dashboard';
import { dashboardWindow } from '../world/world';
import type { Range } from '../world/traffic';

/** What a dashboard request asks the world: the traffic it covers and the points' period. */
export interface DashboardAsk {
  scope: DashboardScope;
  range: Range;
  unit: Unit;
}

/**
 * The Global organization is the all-organizations entry: every organization's traffic. Source
 * sets must belong to the organization asked about (deleted ones too: their past traffic stays);
 * for the all-organizations entry, to any organization.
 */
export function dashboardAsk(db: Database, input: Required<DashboardQuery>, now: number): DashboardAsk {
  const everyOrg = findOrg(input.orgId)?.orgName === GLOBAL_ORG_NAME;
  const known = new Set(
    db.sourceSets
      .all()
      .filter((set) => everyOrg || set.orgId === input.orgId)
      .map((set) => set.id),
  );
  input.sourceSets.forEach((id, index) => {
    if (!known.has(id))
      throw new MockError(ErrorKey.sourceSetNotFound, 404, {
        field: `sourceSets.${index}`,
        message: `The source set ${id} is not one of the organization's.`,
      });
  });
  const sets = input.sourceSets.length ? { sourceSetIds: [...new Set(input.sourceSets)] } : {};
  const scope: DashboardScope = everyOrg ? sets : { orgIds: [input.orgId], ...sets };
  return { scope, ...dashboardWindow(now, input.duration) };
}

/** Largest first, zero counts left out: the order the charts group slices in. */
export const rowsOf = <K extends string>(key: K, counts: Iterable<[string, number]>) =>
  [...counts]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({ [key]: name, count }) as { [P in K]: string } & { count: number });
