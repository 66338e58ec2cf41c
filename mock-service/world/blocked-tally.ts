import type { DashboardScope } from './dashboard';
import { DAY_MS, HOUR_MS, RECORD_TYPES, type WorldSource } from './inputs';
import { type Bucket, type Model, type SetModel, edge, indexAt } from './model';
import { apply, invert } from './permutation';
import { groupEdge, nameEdge } from './selection';
import type { Lanes } from './sources';
import { hourSteps } from './hour-steps';
import { scenarioRowsIn } from './scenario-traffic';
import { nameAt } from './threat-tally';
import { type Range, setsIn } from './traffic';

/**
 * Blocked queries by name and by source, for the dashboard's top lists: the blocked groups of
 * each bucket's decision table (the same layout `series` counts as blocked), walked query by
 * query so each query's source lane is known. Blocked queries are well under 1% of the traffic,
 * so a whole day of every organization is a few hundred thousand steps; whole days and whole
 * hours are cached per world and scope, and a later call only adds them up.
 */
interface Layout {
  names: number;
  sources: { set: SetModel; source: WorldSource }[];
  slotOf: Map<WorldSource, number>;
}

const layouts = new WeakMap<Model, Layout>();
/** Name counts first (catalogue order), then one slot per source of the world. */
function layoutOf(model: Model): Layout {
  let found = layouts.get(model);
  if (!found) {
    const sources = model.sets.flatMap((set) => set.timeline.sources.map((source) => ({ set, source })));
    const names = model.catalogue.names.length;
    const slotOf = new Map(sources.map(({ source }, k) => [source, names + k]));
    layouts.set(model, (found = { names, sources, slotOf }));
  }
  return found;
}

const slotCache = new WeakMap<Lanes, Int32Array>();
function laneSlots(layout: Layout, lanes: Lanes): Int32Array {
  let found = slotCache.get(lanes);
  if (!found) slotCache.set(lanes, (found = Int32Array.from(lanes.lanes, (lane) => layout.slotOf.get(lane.source)!)));
  return found;
}

/** The lane whose range [edges[k], edges[k+1]) of the source dimension holds m. */
function laneAt(edges: Float64Array, m: number): number {
  let lo = 0;
  let hi = edges.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (edges[mid] <= m) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Adds the blocked queries of bucket indices [from, to) into out, by name and by source. */
function addBucket(layout: Layout, b: Bucket, from: number, to: number, out: Float64Array): void {
  const lanes = b.set.timeline.lanesAt(b.start);
  const edges = new Float64Array(lanes.cumulative.length);
  for (let k = 0; k < edges.length; k++) edges[k] = edge(lanes.cumulative[k], b.n, b.oSource);
  const slots = laneSlots(layout, lanes);
  const classes = b.perm(0);
  const sources = b.perm(1);
  const n = b.n;
  // Consecutive class positions m are `step` apart in query order, and `sourceStep` apart in the source dimension.
  const step = classes.inverse;
  const sourceStep = (sources.a * step) % Math.max(1, n);
  let s0 = 0;
  let s1 = 0;
  let whole = true;
  // The walk's place: the query at class position `at`, its index i in query order and m in the
  // source dimension. A group's names, and its queries one by one, are consecutive runs of class
  // positions, so the walk inverts the permutation once per group, not once per name or query.
  let at = -1;
  let i = 0;
  let m = 0;
  /** Counts the queries at class positions [a, z) that fall in [s0, s1) under their sources; returns how many. */
  const run = (a: number, z: number): number => {
    if (z <= a) return 0;
    if (a !== at) {
      i = invert(classes, a);
      m = apply(sources, i);
    }
    let kept = 0;
    for (let k = a; k < z; k++) {
      if (whole || (i >= s0 && i < s1)) {
        out[slots[laneAt(edges, m)]]++;
        kept++;
      }
      i += step;
      if (i >= n) i -= n;
      m += sourceStep;
      if (m >= n) m -= n;
    }
    at = z;
    return kept;
  };
  for (const segment of b.segments) {
    s0 = Math.max(from, segment.from);
    s1 = Math.min(to, segment.to);
    if (s1 <= s0) continue;
    whole = s0 === 0 && s1 === n;
    const { table } = segment;
    const shares = table.sharesOn(b.day);
    for (let r = 0; r < RECORD_TYPES.length; r++) {
      for (let c = table.blockStart[r]; c < table.typeStart[r + 1]; c++) {
        const lo = groupEdge(b, shares, c);
        const size = groupEdge(b, shares, c + 1) - lo;
        if (size <= 0) continue;
        const group = table.groups[c];
        const cdf = table.cdfOn(group, b.day);
        // Fewer queries than names (rare record types): find each query's name rather than each name's queries.
        if (size < group.names.length) {
          for (let m = lo; m < lo + size; m++) out[group.names[nameAt(b, cdf, size, m - lo)]] += run(m, m + 1);
          continue;
        }
        for (let k = 0; k < group.names.length; k++)
          out[group.names[k]] += run(lo + nameEdge(b, cdf, size, k), lo + nameEdge(b, cdf, size, k + 1));
      }
    }
  }
}

const caches = new WeakMap<Model, Map<string, Uint32Array>>();
/** About 45 KiB an entry on the demo's world (8,300 names, 3,300 sources). */
const CACHE_LIMIT = 160;

function cached(model: Model, key: string, make: (into: Float64Array) => void): Uint32Array {
  let perModel = caches.get(model);
  if (!perModel) caches.set(model, (perModel = new Map()));
  let found = perModel.get(key);
  if (!found) {
    if (perModel.size >= CACHE_LIMIT) perModel.clear();
    const { names, sources } = layoutOf(model);
    const into = new Float64Array(names + sources.length);
    make(into);
    perModel.set(key, (found = Uint32Array.from(into)));
  }
  return found;
}

function addInto(sum: Float64Array, part: Uint32Array): void {
  for (let k = 0; k < part.length; k++) sum[k] += part[k];
}

/** Adds the buckets of each set in [range), cut to the range at its ends. */
function addBuckets(model: Model, layout: Layout, sets: SetModel[], range: Range, into: Float64Array): void {
  for (const set of sets)
    for (let hour = Math.floor(range.from / HOUR_MS); hour * HOUR_MS < range.to; hour++) {
      const b = model.bucket(set, hour * HOUR_MS);
      const [from, to] = [indexAt(b, range.from), indexAt(b, range.to)];
      if (to > from) addBucket(layout, b, from, to, into);
    }
}

/** A scope's sets and the cache key they share. */
interface Scoped {
  layout: Layout;
  sets: SetModel[];
  key: string;
}

function scoped(model: Model, scope: DashboardScope): Scoped {
  const sets = setsIn(model, scope);
  return { layout: layoutOf(model), sets, key: sets.map((set) => set.order).join(',') };
}

/** One whole UTC day (span DAY_MS) or one hour (HOUR_MS) starting at t, cached per scope. */
function span(model: Model, { layout, sets, key }: Scoped, t: number, length: number): Uint32Array {
  const name = length === DAY_MS ? `d${t / DAY_MS}` : `h${t / HOUR_MS}`;
  return cached(model, `${key}|${name}`, (into) => addBuckets(model, layout, sets, { from: t, to: t + length }, into));
}

/**
 * Whole hours of [from, to) (both on the hour) from the day and hour caches. A dashboard asks for
 * the same whole hours call after call (only the last, partial hour moves), so the sum is kept too.
 */
function wholeHours(model: Model, scope: Scoped, from: number, to: number) {
  return cached(model, `${scope.key}|${from}-${to}`, (sum) => {
    for (let t = from; t < to;) {
      const length = t % DAY_MS === 0 && t + DAY_MS <= to ? DAY_MS : HOUR_MS;
      addInto(sum, span(model, scope, t, length));
      t += length;
    }
  });
}

/** The blocked queries of a range over a scope: names, then sources, in the layout's slots. */
function blockedSums(model: Model, range: Range, scope: DashboardScope) {
  const found = scoped(model, scope);
  const { layout, sets } = found;
  const first = Math.min(range.to, Math.ceil(range.from / HOUR_MS) * HOUR_MS);
  const last = Math.max(first, Math.floor(range.to / HOUR_MS) * HOUR_MS);
  const sum = Float64Array.from(wholeHours(model, found, first, last));
  addBuckets(model, layout, sets, { from: range.from, to: first }, sum);
  addBuckets(model, layout, sets, { from: last, to: range.to }, sum);
  return { layout, sum };
}

const blockedHours = hourSteps();

/**
 * Adds the next hour of one whole UTC day of a scope's blocked sums, and keeps the day, as a later
 * call over a range holding it reads it, once its 24th hour is in: the idle warmer's step for the
 * scope a dashboard shows. Returns whether the day is kept.
 */
export function warmBlockedHour(model: Model, scope: DashboardScope, day: number): boolean {
  const { layout, sets, key: scopeKey } = scoped(model, scope);
  const key = `${scopeKey}|d${day}`;
  return blockedHours(model, key, {
    kept: caches.get(model)?.has(key) ?? false,
    size: layout.names + layout.sources.length,
    addHour: (hour, into) => {
      const from = day * DAY_MS + hour * HOUR_MS;
      addBuckets(model, layout, sets, { from, to: from + HOUR_MS }, into);
    },
    keep: (sums) => void cached(model, key, (into) => into.set(sums)),
  });
}

/** One whole UTC day of a scope's blocked sums, computed and kept (the warmer's steps, run to the end). */
export function warmBlockedDay(model: Model, scope: DashboardScope, day: number): void {
  while (!warmBlockedHour(model, scope, day));
}

/** Blocked queries by query name (the name exactly); zero counts left out. */
export function blockedByName(model: Model, range: Range, scope: DashboardScope): Map<string, number> {
  const { layout, sum } = blockedSums(model, range, scope);
  const names = new Map<string, number>();
  for (let k = 0; k < layout.names; k++) if (sum[k]) names.set(model.catalogue.names[k].name, sum[k]);
  for (const row of blockedScenarioRows(model, range, scope)) names.set(row.name, (names.get(row.name) ?? 0) + 1);
  return names;
}

export interface BlockedSource {
  orgId: string;
  sourceSetId: string;
  /** The key a log row shows for the source (srcip): its address, or the SSE provider's name. */
  sourceKey: string;
  count: number;
}

/** Blocked queries by source; zero counts left out. */
export function blockedBySource(model: Model, range: Range, scope: DashboardScope): BlockedSource[] {
  const { layout, sum } = blockedSums(model, range, scope);
  const out: BlockedSource[] = [];
  layout.sources.forEach(({ set, source }, k) => {
    const count = sum[layout.names + k];
    if (count) out.push({ orgId: set.orgId, sourceSetId: set.id, sourceKey: source.key, count });
  });
  for (const row of blockedScenarioRows(model, range, scope)) {
    const found = out.find((s) => s.sourceSetId === row.sourceSetId && s.sourceKey === row.sourceKey);
    if (found) found.count += 1;
    else out.push({ orgId: row.orgId, sourceSetId: row.sourceSetId, sourceKey: row.sourceKey, count: 1 });
  }
  return out;
}

/** Scenario queries are listed, not in the catalogue's layout: they join the sums by name and source. */
function* blockedScenarioRows(model: Model, range: Range, scope: DashboardScope) {
  for (const set of setsIn(model, scope))
    for (const row of scenarioRowsIn(model.scenario, set.id, range)) if (row.decision === 'block') yield row;
}
