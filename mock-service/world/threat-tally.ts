import type { DecisionTable, Group } from './decision-table';
import type { Decision } from './inputs';
import { DAY_MS, HOUR_MS } from './inputs';
import { hourSteps } from './hour-steps';
import type { Bucket, Model, SetModel } from './model';
import { countIn, invert } from './permutation';
import { groupEdge, nameEdge } from './selection';
import type { ThreatLists } from './threat-lists';

/**
 * Per UTC day, how many queries of each tracked name were allowed, blocked and overridden: the
 * same closed-form layout `world.count` cuts, read name by name. "Allowed" is every answered
 * query (allow, log only, no policy), as the alert sets count it. A group of a bucket is read
 * by its names when it holds many queries, by its queries when it holds fewer than its tracked
 * names (rare record types hold none or one in most hours), so a day costs about the number of
 * tracked names per common record type and source set.
 */
export const DECISION_SLOTS = ['allowed', 'blocked', 'overridden'] as const;
export const SLOT_OF: Record<Decision, number> = { allow: 0, logOnly: 0, none: 0, block: 1, override: 2 };

const groupsCache = new WeakMap<DecisionTable, Int32Array>();
/** The groups of a table that hold a tracked name: most hold none, and are skipped whole. */
function groupsWithTracked(table: DecisionTable, lists: ThreatLists): Int32Array {
  let found = groupsCache.get(table);
  if (!found) {
    const cs: number[] = [];
    table.groups.forEach((group, c) => trackedIn(group, lists).length && cs.push(c));
    groupsCache.set(table, (found = Int32Array.from(cs)));
  }
  return found;
}

const positionsCache = new WeakMap<Group, Int32Array>();
/** The group's name slots (k) whose names are tracked. */
function trackedIn(group: Group, lists: ThreatLists): Int32Array {
  let found = positionsCache.get(group);
  if (!found) {
    const ks: number[] = [];
    group.names.forEach((i, k) => lists.position[i] >= 0 && ks.push(k));
    positionsCache.set(group, (found = Int32Array.from(ks)));
  }
  return found;
}

/** The name slot k of a group whose range [nameEdge(k), nameEdge(k+1)) holds offset `off`. */
export function nameAt(b: Bucket, cdf: Float64Array, size: number, off: number): number {
  let lo = 0;
  let hi = cdf.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (nameEdge(b, cdf, size, mid) <= off) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function addBucket(b: Bucket, lists: ThreatLists, out: Float64Array): void {
  const width = lists.tracked.length;
  for (const segment of b.segments) {
    const s0 = Math.max(0, segment.from);
    const s1 = Math.min(b.n, segment.to);
    if (s1 <= s0) continue;
    const whole = s0 === 0 && s1 === b.n;
    const { table } = segment;
    const shares = table.sharesOn(b.day);
    for (const c of groupsWithTracked(table, lists)) {
      const lo = groupEdge(b, shares, c);
      const size = groupEdge(b, shares, c + 1) - lo;
      if (size <= 0) continue;
      const group = table.groups[c];
      const ks = trackedIn(group, lists);
      if (!ks.length) continue;
      const base = SLOT_OF[group.decision] * width;
      const cdf = table.cdfOn(group, b.day);
      if (size < ks.length) {
        for (let m = lo; m < lo + size; m++) {
          if (!whole) {
            const i = invert(b.perm(0), m);
            if (i < s0 || i >= s1) continue;
          }
          const p = lists.position[group.names[nameAt(b, cdf, size, m - lo)]];
          if (p >= 0) out[base + p]++;
        }
        continue;
      }
      for (const k of ks) {
        const a = lo + nameEdge(b, cdf, size, k);
        const z = lo + nameEdge(b, cdf, size, k + 1);
        if (z > a) out[base + lists.position[group.names[k]]] += whole ? z - a : countIn(b.perm(0), s0, s1, a, z);
      }
    }
  }
}

const dayCache = new WeakMap<Model, Map<string, Float64Array>>();

/**
 * The tally of a UTC day over some source sets (allowed, blocked, overridden, each `tracked`
 * long), cached per world, scope and day: a past day never changes for a given world. Cached per
 * scope rather than per set, so memory stays a few MiB however many sets there are.
 */
export function dayTally(model: Model, scope: string, sets: SetModel[], day: number, lists: ThreatLists): Float64Array {
  let found = dayCache.get(model)?.get(`${scope}|${day}`);
  if (!found) {
    found = new Float64Array(3 * lists.tracked.length);
    for (let h = 0; h < 24; h++) addHour(model, sets, day, h, lists, found);
    keep(model, `${scope}|${day}`, found);
  }
  return found;
}

function addHour(model: Model, sets: SetModel[], day: number, hour: number, lists: ThreatLists, into: Float64Array) {
  for (const set of sets) {
    const b = model.bucket(set, day * DAY_MS + hour * HOUR_MS);
    if (b.n) addBucket(b, lists, into);
  }
}

function keep(model: Model, key: string, tally: Float64Array): void {
  let perModel = dayCache.get(model);
  if (!perModel) dayCache.set(model, (perModel = new Map()));
  if (perModel.size >= 400) perModel.clear();
  perModel.set(key, tally);
}

const tallyHours = hourSteps();

/**
 * Adds the next hour of a day's tally (as dayTally keeps it), and keeps the day once its 24th hour
 * is in: the idle warmer's step. Returns whether the day is kept.
 */
export function warmTallyHour(model: Model, scope: string, sets: SetModel[], day: number, lists: ThreatLists): boolean {
  const key = `${scope}|${day}`;
  return tallyHours(model, key, {
    kept: dayCache.get(model)?.has(key) ?? false,
    size: 3 * lists.tracked.length,
    addHour: (hour, into) => addHour(model, sets, day, hour, lists, into),
    keep: (tally) => keep(model, key, tally),
  });
}
