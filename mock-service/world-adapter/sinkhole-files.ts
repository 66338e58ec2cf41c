import { DAY_MS, HOUR_MS } from '../../src/api/sinkhole-logs/expiry';
import type { Database } from '../db/database';
import type { World } from '../world/world';

/*
 * Which hours have a sinkhole log file: those in which the evaluator decided at least one
 * query by an override to that sinkhole address (a policy with isSinkholeOverride). Counted
 * per day first, then per hour only inside days that had any, so a 104-day listing asks the
 * world a few hundred counts, not 2,500.
 */
export function sinkholePolicyIds(db: Database, ip: string): string[] {
  return db.policies
    .all()
    .filter(
      (p) => p.action.type === 'OVERRIDE' && p.action.isSinkholeOverride && (p.action.destination ?? []).includes(ip),
    )
    .map((p) => p.id);
}

export const sinkholeFilter = (policyIds: string[]) => ({ decisions: ['override' as const], policyIds });

/** Hour starts in [first, last] (both hour starts) whose hour had sinkholed queries, newest first. */
export function sinkholeHours(world: World, policyIds: string[], first: number, last: number): number[] {
  if (policyIds.length === 0 || last < first) return [];
  const filter = sinkholeFilter(policyIds);
  const hours: number[] = [];
  const end = last + HOUR_MS;
  for (let dayEnd = end; dayEnd > first; dayEnd -= DAY_MS) {
    const dayStart = Math.max(first, dayEnd - DAY_MS);
    if (world.count({ from: dayStart, to: dayEnd }, filter) === 0) continue;
    for (let hour = dayEnd - HOUR_MS; hour >= dayStart; hour -= HOUR_MS)
      if (world.count({ from: hour, to: hour + HOUR_MS }, filter) > 0) hours.push(hour);
  }
  return hours;
}
