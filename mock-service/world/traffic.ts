import { HOUR_MS } from './inputs';
import { type Bucket, type Model, type SetModel, edge, indexAt } from './model';
import { apply, countIn, invert } from './permutation';
import { rowPasses, scenarioRowsIn } from './scenario-traffic';
import { type ClassFilter, intervals, selection } from './selection';

/** A time range [from, to) in epoch milliseconds. */
export interface Range {
  from: number;
  to: number;
}

/** Which queries: by organization and source set (buckets), source (within a bucket) and class. */
export interface TrafficFilter extends ClassFilter {
  orgIds?: readonly string[];
  sourceSetIds?: readonly string[];
  /** Authorized sources, by address or SSE id. */
  sourceKeys?: readonly string[];
}

export function setsIn(model: Model, filter: TrafficFilter): SetModel[] {
  const orgs = filter.orgIds && new Set(filter.orgIds);
  const sets = filter.sourceSetIds && new Set(filter.sourceSetIds);
  return model.sets.filter((s) => (!orgs || orgs.has(s.orgId)) && (!sets || sets.has(s.id)));
}

/** Every bucket a range touches, with the index range of its queries inside the range. */
export function* bucketsOf(model: Model, sets: SetModel[], range: Range): Generator<[Bucket, number, number]> {
  const first = Math.floor(range.from / HOUR_MS);
  const last = Math.ceil(range.to / HOUR_MS);
  for (const set of sets) {
    for (let hour = first; hour < last; hour++) {
      const bucket = model.bucket(set, hour * HOUR_MS);
      if (!bucket.n) continue;
      const from = indexAt(bucket, range.from);
      const to = indexAt(bucket, range.to);
      if (to > from) yield [bucket, from, to];
    }
  }
}

/** Class-dimension intervals of a filter over the part [from, to) of a bucket, segment by segment. */
function* parts(model: Model, bucket: Bucket, from: number, to: number, filter: ClassFilter) {
  for (const segment of bucket.segments) {
    const s0 = Math.max(from, segment.from);
    const s1 = Math.min(to, segment.to);
    if (s1 <= s0) continue;
    yield { s0, s1, spans: intervals(bucket, segment.table, selection(model.catalogue, segment.table, filter)) };
  }
}

const inSpans = (spans: number[], m: number): boolean => {
  for (let x = 0; x < spans.length; x += 2) if (m >= spans[x] && m < spans[x + 1]) return true;
  return false;
};

/** How many queries of bucket indices [from, to) pass the class filter: closed form. */
export function countClass(model: Model, bucket: Bucket, from: number, to: number, filter: ClassFilter): number {
  let total = 0;
  for (const { s0, s1, spans } of parts(model, bucket, from, to, filter)) {
    const whole = s0 === 0 && s1 === bucket.n;
    for (let x = 0; x < spans.length; x += 2)
      total += whole ? spans[x + 1] - spans[x] : countIn(bucket.perm(0), s0, s1, spans[x], spans[x + 1]);
  }
  return total;
}

/** The indices of a bucket's queries from the given sources: the lanes' intervals in the source dimension. */
function sourceIndices(bucket: Bucket, from: number, to: number, keys: ReadonlySet<string>): number[] {
  const lanes = bucket.set.timeline.lanesAt(bucket.start);
  const out: number[] = [];
  lanes.lanes.forEach((lane, k) => {
    if (!keys.has(lane.source.key)) return;
    const lo = edge(lanes.cumulative[k], bucket.n, bucket.oSource);
    const hi = edge(lanes.cumulative[k + 1], bucket.n, bucket.oSource);
    for (let m = lo; m < hi; m++) {
      const i = invert(bucket.perm(1), m);
      if (i >= from && i < to) out.push(i);
    }
  });
  return out;
}

/**
 * The indices of the queries of bucket indices [from, to) that pass the filter, newest first.
 * A rare class is listed from its intervals; a common one by walking the indices.
 */
export function* matching(model: Model, bucket: Bucket, from: number, to: number, filter: TrafficFilter) {
  const segments = [...parts(model, bucket, from, to, filter)];
  const passes = (i: number) => {
    const part = segments.find((p) => i >= p.s0 && i < p.s1);
    return part !== undefined && inSpans(part.spans, apply(bucket.perm(0), i));
  };
  if (filter.sourceKeys) {
    const picked = sourceIndices(bucket, from, to, new Set(filter.sourceKeys)).filter(passes);
    yield* picked.sort((a, b) => b - a);
    return;
  }
  const expected = countClass(model, bucket, from, to, filter);
  if (expected * 16 >= to - from) {
    for (let i = to - 1; i >= from; i--) if (passes(i)) yield i;
    return;
  }
  const listed: number[] = [];
  for (const { s0, s1, spans } of segments)
    for (let x = 0; x < spans.length; x += 2)
      for (let m = spans[x]; m < spans[x + 1]; m++) {
        const i = invert(bucket.perm(0), m);
        if (i >= s0 && i < s1) listed.push(i);
      }
  yield* listed.sort((a, b) => b - a);
}

/** The number of queries in a range that pass a filter: what a full extract of them would hold. */
export function count(model: Model, range: Range, filter: TrafficFilter): number {
  let total = 0;
  const sets = setsIn(model, filter);
  for (const [bucket, from, to] of bucketsOf(model, sets, range)) {
    total += filter.sourceKeys
      ? [...matching(model, bucket, from, to, filter)].length
      : countClass(model, bucket, from, to, filter);
  }
  for (const set of sets)
    for (const row of scenarioRowsIn(model.scenario, set.id, range)) if (rowPasses(row, filter)) total += 1;
  return total;
}
