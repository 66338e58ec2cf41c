import { HOUR_MS } from '../../src/api/sinkhole-logs/expiry';
import type { Database } from '../db/database';
import type { World } from '../world/world';

/*
 * Which hours have a sinkhole log file: those in which the evaluator decided at least one
 * query by an override to that sinkhole address (a policy with isSinkholeOverride). Only hours
 * inside the policies' enforcement intervals are asked, and each hour's answer is kept for the
 * life of the world (a past hour's decisions never change; a new world comes with any change
 * of sources or policies): a sinkhole answers queries nearly every hour, so a 104-day listing
 * is some 2,500 hour counts the first time and none after.
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

const counted = new WeakMap<World, Map<string, number>>();

function hourCount(world: World, policyIds: string[], hour: number): number {
  let cache = counted.get(world);
  if (!cache) counted.set(world, (cache = new Map()));
  const key = `${policyIds.join(',')}@${hour}`;
  let n = cache.get(key);
  if (n === undefined) cache.set(key, (n = world.count({ from: hour, to: hour + HOUR_MS }, sinkholeFilter(policyIds))));
  return n;
}

/** Hour starts in [first, last] (both hour starts) whose hour had sinkholed queries, newest first. */
export function sinkholeHours(db: Database, world: World, policyIds: string[], first: number, last: number): number[] {
  if (policyIds.length === 0 || last < first) return [];
  const ids = new Set(policyIds);
  const intervals = db.policyEnforcements
    .all()
    .filter((e) => ids.has(e.policyId))
    .map((e) => ({ from: Date.parse(e.from), until: e.until ? Date.parse(e.until) : Infinity }));
  const hours: number[] = [];
  for (let hour = last; hour >= first; hour -= HOUR_MS) {
    if (!intervals.some((i) => i.from < hour + HOUR_MS && i.until > hour)) continue;
    if (hourCount(world, policyIds, hour) > 0) hours.push(hour);
  }
  return hours;
}
