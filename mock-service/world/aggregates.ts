import type { Group } from './decision-table';
import { CONTENT_CATEGORIES, SECURITY_CATEGORIES } from './categories';
import { DAY_MS, HOUR_MS, PROTOCOLS, RECORD_TYPES } from './inputs';
import { type Bucket, type Model, type SetModel, edge, indexAt } from './model';
import { countIn } from './permutation';
import { RECORD_TYPE_SHARES, cumulative } from './record-types';
import { PROTOCOL_CDF } from './rows';
import { groupEdge, nameEdge } from './selection';
import { scenarioRowsIn } from './scenario-traffic';
import type { WorldRow } from './rows';
import type { Range } from './traffic';

/**
 * Everything the dashboard reads about a stretch of one source set's traffic, in one vector:
 * total, blocked, IP versions, protocols, record types, blocked by category. Computed in closed
 * form per hour bucket; whole days and whole hours are cached per set (they never change for
 * a given world), so repeated dashboard calls only add vectors.
 */
export const SLOT = {
  total: 0,
  blocked: 1,
  ipVersion: 2,
  protocol: 4,
  recordType: 4 + PROTOCOLS.length,
  category: 4 + PROTOCOLS.length + RECORD_TYPES.length,
} as const;
const CONTENT_SLOTS = CONTENT_CATEGORIES.length;
export const SLOTS = SLOT.category + CONTENT_SLOTS + SECURITY_CATEGORIES.length;
/** Blocked queries count under the name's security category, else its content category. */
export const categorySlot = (id: number): number =>
  SLOT.category + (id >= 100 ? CONTENT_SLOTS + id - SECURITY_CATEGORIES[0].id : id - CONTENT_CATEGORIES[0].id);

const RECORD_TYPE_CDF = cumulative(RECORD_TYPE_SHARES);

function split(
  b: Bucket,
  from: number,
  to: number,
  dim: 0 | 1 | 2,
  cdf: ArrayLike<number>,
  offset: number,
  out: Float64Array,
  slot: number,
) {
  const whole = from === 0 && to === b.n;
  let lo = edge(cdf[0], b.n, offset);
  for (let k = 0; k + 1 < cdf.length; k++) {
    const hi = edge(cdf[k + 1], b.n, offset);
    out[slot + k] += whole ? hi - lo : countIn(b.perm(dim), from, to, lo, hi);
    lo = hi;
  }
}

const runCache = new WeakMap<Group, Int32Array>();
/** [first name, end name, slot] triples: the category runs of a group (names are category-sorted). */
function categoryRuns(model: Model, group: Group): Int32Array {
  let found = runCache.get(group);
  if (found) return found;
  const names = model.catalogue.names;
  const list: number[] = [];
  for (let k = 0; k < group.names.length; k++) {
    const entry = names[group.names[k]];
    const slot = categorySlot(entry.securityCategoryId || entry.contentCategoryId);
    if (list.length && list[list.length - 1] === slot) list[list.length - 2] = k + 1;
    else list.push(k, k + 1, slot);
  }
  runCache.set(group, (found = Int32Array.from(list)));
  return found;
}

/** Which parts of the vector to compute for part of an hour; whole hours and days get all of them. */
export const FAMILY = { ipVersion: 1, protocol: 2, recordType: 4, blocked: 8, categories: 16, all: 31 } as const;

/** Adds the queries of bucket indices [from, to) into out: the total, and the families asked for. */
export function addBucket(
  model: Model,
  b: Bucket,
  from: number,
  to: number,
  out: Float64Array,
  families: number,
): void {
  out[SLOT.total] += to - from;
  if (families & FAMILY.ipVersion) split(b, from, to, 1, [0, b.ipv4Share, 1], b.oSource, out, SLOT.ipVersion);
  if (families & FAMILY.protocol) split(b, from, to, 2, PROTOCOL_CDF, b.oProtocol, out, SLOT.protocol);
  if (families & FAMILY.recordType) split(b, from, to, 0, RECORD_TYPE_CDF, b.oClass, out, SLOT.recordType);
  if (families & FAMILY.categories) addCategories(model, b, from, to, out);
  else if (families & FAMILY.blocked) addBlocked(b, from, to, out);
}

/** Blocked queries only: the block groups close each record type's range, so one interval per type. */
function addBlocked(b: Bucket, from: number, to: number, out: Float64Array): void {
  for (const segment of b.segments) {
    const s0 = Math.max(from, segment.from);
    const s1 = Math.min(to, segment.to);
    if (s1 <= s0) continue;
    const { table } = segment;
    const shares = table.sharesOn(b.day);
    for (let r = 0; r < RECORD_TYPES.length; r++) {
      if (table.blockStart[r] === table.typeStart[r + 1]) continue;
      const lo = groupEdge(b, shares, table.blockStart[r]);
      const hi = groupEdge(b, shares, table.typeStart[r + 1]);
      out[SLOT.blocked] += s0 === 0 && s1 === b.n ? hi - lo : countIn(b.perm(0), s0, s1, lo, hi);
    }
  }
}

function addCategories(model: Model, b: Bucket, from: number, to: number, out: Float64Array): void {
  for (const segment of b.segments) {
    const s0 = Math.max(from, segment.from);
    const s1 = Math.min(to, segment.to);
    if (s1 <= s0) continue;
    const whole = s0 === 0 && s1 === b.n;
    const { table } = segment;
    const shares = table.sharesOn(b.day);
    for (let r = 0; r < RECORD_TYPES.length; r++) {
      const end = table.typeStart[r + 1];
      let lo = groupEdge(b, shares, table.blockStart[r]);
      for (let c = table.blockStart[r]; c < end; c++) {
        const hi = groupEdge(b, shares, c + 1);
        const size = hi - lo;
        if (size > 0) {
          const group = table.groups[c];
          const cdf = table.cdfOn(group, b.day);
          const triples = categoryRuns(model, group);
          for (let x = 0; x < triples.length; x += 3) {
            const a = lo + nameEdge(b, cdf, size, triples[x]);
            const z = lo + nameEdge(b, cdf, size, triples[x + 1]);
            const n = whole ? z - a : countIn(b.perm(0), s0, s1, a, z);
            out[triples[x + 2]] += n;
            out[SLOT.blocked] += n;
          }
        }
        lo = hi;
      }
    }
  }
}

const dayCache = new WeakMap<SetModel, Map<number, Float64Array>>();
const hourCache = new WeakMap<SetModel, Map<number, Float64Array>>();

function cached(
  cache: WeakMap<SetModel, Map<number, Float64Array>>,
  set: SetModel,
  key: number,
  limit: number,
  make: () => Float64Array,
) {
  let perSet = cache.get(set);
  if (!perSet) cache.set(set, (perSet = new Map()));
  let found = perSet.get(key);
  if (!found) {
    if (perSet.size >= limit) perSet.clear();
    perSet.set(key, (found = make()));
  }
  return found;
}

function hourVector(model: Model, set: SetModel, hour: number, out = new Float64Array(SLOTS)): Float64Array {
  const b = model.bucket(set, hour * HOUR_MS);
  if (b.n) addBucket(model, b, 0, b.n, out, FAMILY.all);
  return out;
}

const add = (into: Float64Array, from: Float64Array) => {
  for (let k = 0; k < SLOTS; k++) into[k] += from[k];
};

/** Adds one set's traffic in [range) into out: whole days and hours from the caches, the edges computed. */
export function addRange(model: Model, set: SetModel, range: Range, out: Float64Array, families: number): void {
  addScenarioRows(scenarioRowsIn(model.scenario, set.id, range), out);
  for (let day = Math.floor(range.from / DAY_MS); day * DAY_MS < range.to; day++) {
    const [d0, d1] = [day * DAY_MS, (day + 1) * DAY_MS];
    if (range.from <= d0 && range.to >= d1) {
      add(
        out,
        cached(dayCache, set, day, 400, () => {
          const v = new Float64Array(SLOTS);
          for (let h = 0; h < 24; h++) hourVector(model, set, day * 24 + h, v);
          return v;
        }),
      );
      continue;
    }
    for (
      let hour = Math.max(d0, Math.floor(range.from / HOUR_MS) * HOUR_MS);
      hour < Math.min(d1, range.to);
      hour += HOUR_MS
    ) {
      if (range.from <= hour && range.to >= hour + HOUR_MS) {
        add(
          out,
          cached(hourCache, set, hour / HOUR_MS, 96, () => hourVector(model, set, hour / HOUR_MS)),
        );
        continue;
      }
      const b = model.bucket(set, hour);
      const from = indexAt(b, range.from);
      const to = indexAt(b, range.to);
      if (to > from) addBucket(model, b, from, to, out, families);
    }
  }
}

/** Adds rows into a dashboard vector (aggregates.ts): every slot, as a whole hour has them. */
function addScenarioRows(rows: readonly WorldRow[], out: Float64Array): void {
  for (const row of rows) {
    out[SLOT.total] += 1;
    out[SLOT.ipVersion + (row.ipVersion === 'ipv4' ? 0 : 1)] += 1;
    out[SLOT.protocol + PROTOCOLS.indexOf(row.protocol)] += 1;
    out[SLOT.recordType + RECORD_TYPES.indexOf(row.recordType)] += 1;
    if (row.decision !== 'block') continue;
    out[SLOT.blocked] += 1;
    out[categorySlot(row.securityCategoryId || row.contentCategoryId)] += 1;
  }
}
