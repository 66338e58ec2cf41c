import { type Catalogue, type Pool, type PoolId, trendFactor } from './catalogue';
import { type QueryTest, type WorldQuery, compile, readsRecordType, typeAllows } from './evaluator';
import { type Decision, RECORD_TYPES, type RecordType, type WorldPolicy } from './inputs';
import { RECORD_TYPE_SHARES, poolOf } from './record-types';

/**
 * What a list of policies in force decides for every (record type, name) class, laid out for
 * counting: within each record type, names with the same decision and deciding policy form a
 * group, groups ordered none, allow, log only, override, block. A bucket's queries are spread
 * over this layout, so "blocked" is one range per record type and a group's count is O(1).
 */
export interface Group {
  decision: Decision;
  /** Position of the deciding policy in the table's order, -1 for none. */
  policyIndex: number;
  policy: WorldPolicy | null;
  trending: boolean;
  /** Catalogue indices in pool order, and their base weights. */
  names: Int32Array;
  weights: Float64Array;
  staticWeight: number;
  /** Cumulative shares of the names (length names + 1); for a trending group it depends on the day. */
  cdf: Float64Array | null;
}

export interface DecisionTable {
  key: string;
  policies: readonly WorldPolicy[];
  /** Every group of every record type, record type by record type. */
  groups: Group[];
  /** First group index of each record type (RECORD_TYPES order), plus the total at the end. */
  typeStart: Int32Array;
  /** First block group of each record type (typeStart of the next type when it has none). */
  blockStart: Int32Array;
  /** Cumulative shares of the groups on a day (length groups + 1), cached. */
  sharesOn(day: number): Float64Array;
  /** A trending group's name shares on a day. */
  cdfOn(group: Group, day: number): Float64Array;
}

const RANK: Record<Decision, number> = { none: 0, allow: 1, logOnly: 2, override: 3, block: 4 };

/** Which catalogue names a policy's expression matches for one record type (cached per policy). */
const matchCache = new WeakMap<Catalogue, WeakMap<WorldPolicy, Map<string, Uint8Array>>>();
export function matches(catalogue: Catalogue, policy: WorldPolicy, type: RecordType | null): Uint8Array {
  let perPolicy = matchCache.get(catalogue);
  if (!perPolicy) matchCache.set(catalogue, (perPolicy = new WeakMap()));
  let perType = perPolicy.get(policy);
  if (!perType) perPolicy.set(policy, (perType = new Map()));
  const key = type ?? '*';
  let found = perType.get(key);
  if (found) return found;
  const test: QueryTest = compile(policy);
  const hits = new Uint8Array(catalogue.names.length);
  // One query object, refilled per name: a spread per name cost more than the tests themselves.
  const query: WorldQuery = {
    orgId: '',
    sourceSetId: '',
    recordType: type ?? 'A',
    name: '',
    contentCategoryId: 0,
    securityCategoryId: 0,
    threatId: 0,
  };
  const { names } = catalogue;
  for (let i = 0; i < names.length; i++) {
    const entry = names[i];
    query.name = entry.name;
    query.contentCategoryId = entry.contentCategoryId;
    query.securityCategoryId = entry.securityCategoryId;
    query.threatId = entry.threatId;
    hits[i] = test(query) ? 1 : 0;
  }
  found = hits;
  perType.set(key, found);
  return found;
}

/** factors: each name's weight multiplier on the day (trending groups), or none. */
function cdfOf(weights: Float64Array, factors?: Float64Array): Float64Array {
  const out = new Float64Array(weights.length + 1);
  for (let k = 0; k < weights.length; k++) out[k + 1] = out[k] + weights[k] * (factors ? factors[k] : 1);
  const total = out[weights.length];
  for (let k = 1; k <= weights.length; k++) out[k] /= total;
  out[weights.length] = 1;
  return out;
}

/** active: the policies that can match this record type; order: every policy in force, for positions. */
function layout(
  catalogue: Catalogue,
  pool: Pool,
  active: readonly WorldPolicy[],
  order: readonly WorldPolicy[],
  type: RecordType,
): Group[] {
  const maps = active.map((p) => matches(catalogue, p, readsRecordType(p) ? type : null));
  const positions = active.map((p) => order.indexOf(p));
  const buckets = new Map<number, number[]>();
  for (let k = 0; k < pool.names.length; k++) {
    const name = pool.names[k];
    let decider = -1;
    for (let p = 0; p < maps.length && decider < 0; p++) if (maps[p][name]) decider = p;
    const key = (decider + 1) * 2 + (catalogue.names[name].trendPhase >= 0 ? 1 : 0);
    let list = buckets.get(key);
    if (!list) buckets.set(key, (list = []));
    list.push(k);
  }
  const groups = [...buckets.entries()].map(([key, ks]): Group => {
    const activeIndex = (key >> 1) - 1;
    const policy = activeIndex < 0 ? null : active[activeIndex];
    const policyIndex = activeIndex < 0 ? -1 : positions[activeIndex];
    const weights = Float64Array.from(ks, (k) => pool.weights[k]);
    const trending = (key & 1) === 1;
    return {
      decision: policy?.action ?? 'none',
      policyIndex,
      policy,
      trending,
      names: Int32Array.from(ks, (k) => pool.names[k]),
      weights,
      staticWeight: weights.reduce((a, b) => a + b, 0),
      cdf: trending ? null : cdfOf(weights),
    };
  });
  return groups.sort(
    (a, b) =>
      RANK[a.decision] - RANK[b.decision] || a.policyIndex - b.policyIndex || Number(a.trending) - Number(b.trending),
  );
}

/** policies: those in force for one source set, already in evaluation order. */
export function buildTable(catalogue: Catalogue, policies: readonly WorldPolicy[]): DecisionTable {
  // Record types asking for the same pool share one layout unless a policy on record types tells them apart.
  const shared = new Map<string, Group[]>();
  const perType = RECORD_TYPES.map((type) => {
    const poolId: PoolId = poolOf(type);
    const active = policies.filter((p) => !readsRecordType(p) || typeAllows(p, type));
    const typed = active.some(readsRecordType);
    const key = typed ? `${poolId}:${type}` : `${poolId}:${active.map((p) => p.id).join(',')}`;
    let found = shared.get(key);
    if (!found) shared.set(key, (found = layout(catalogue, catalogue.pools[poolId], active, policies, type)));
    return found;
  });
  const groups = perType.flat();
  const typeStart = new Int32Array(RECORD_TYPES.length + 1);
  const blockStart = new Int32Array(RECORD_TYPES.length);
  perType.forEach((list, r) => {
    typeStart[r + 1] = typeStart[r] + list.length;
    const firstBlock = list.findIndex((g) => g.decision === 'block');
    blockStart[r] = typeStart[r] + (firstBlock < 0 ? list.length : firstBlock);
  });
  const daily = new Map<number, Float64Array>();
  const trendCdfs = new WeakMap<Group, Map<number, Float64Array>>();
  const factors = (group: Group, day: number) =>
    Float64Array.from(group.names, (i) => trendFactor(catalogue.names[i], day));
  const weightOn = (group: Group, day: number) => {
    if (!group.trending) return group.staticWeight;
    const f = factors(group, day);
    return group.weights.reduce((sum, w, k) => sum + w * f[k], 0);
  };
  return {
    key: policies.map((p) => p.id).join(','),
    policies,
    groups,
    typeStart,
    blockStart,
    sharesOn(day) {
      let found = daily.get(day);
      if (found) return found;
      found = new Float64Array(groups.length + 1);
      let base = 0;
      perType.forEach((list, r) => {
        const start = typeStart[r];
        const weights = list.map((g) => weightOn(g, day));
        const total = weights.reduce((a, b) => a + b, 0);
        let acc = 0;
        list.forEach((_, g) => {
          acc += weights[g];
          found![start + g + 1] = base + (RECORD_TYPE_SHARES[r] * acc) / total;
        });
        base += RECORD_TYPE_SHARES[r];
        found![typeStart[r + 1]] = base;
      });
      found[groups.length] = 1;
      daily.set(day, found);
      return found;
    },
    cdfOn(group, day) {
      if (group.cdf) return group.cdf;
      let perDay = trendCdfs.get(group);
      if (!perDay) trendCdfs.set(group, (perDay = new Map()));
      let found = perDay.get(day);
      if (!found) perDay.set(day, (found = cdfOf(group.weights, factors(group, day))));
      return found;
    },
  };
}
