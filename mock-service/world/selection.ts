import type { Catalogue } from './catalogue';
import type { DecisionTable, Group } from './decision-table';
import { type Decision, RECORD_TYPES, type RecordType } from './inputs';
import { type Bucket, edge } from './model';

/**
 * A filter on what a query is (record type, decision, deciding policy, name) becomes, for one
 * decision table, a list of group ranges and name ranges inside groups; for one bucket, a list
 * of index intervals [lo, hi) in the class dimension. Counting is then the intervals' lengths.
 */
export interface ClassFilter {
  recordTypes?: readonly RecordType[];
  decisions?: readonly Decision[];
  /** Deciding policies; null selects queries no policy decided. */
  policyIds?: readonly (string | null)[];
  /** A query name: the name itself and every name under it. */
  name?: string;
}

/** Groups [c0, c1); or, when k1 >= 0, names [k0, k1) of group c0 alone. */
export interface Item {
  c0: number;
  c1: number;
  k0: number;
  k1: number;
}

const within = (name: string, under: string) => name === under || name.endsWith(`.${under}`);

export function typeOfGroup(table: DecisionTable, c: number): number {
  let r = 0;
  while (table.typeStart[r + 1] <= c) r++;
  return r;
}

/** Runs of consecutive names of a group that pass a test. */
export function runs(group: Group, test: (nameIndex: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < group.names.length; k++) {
    if (!test(group.names[k])) continue;
    const last = out.at(-1);
    if (last && last[1] === k) last[1] = k + 1;
    else out.push([k, k + 1]);
  }
  return out;
}

const cache = new WeakMap<DecisionTable, Map<string, Item[]>>();

export function selection(catalogue: Catalogue, table: DecisionTable, filter: ClassFilter): Item[] {
  const key = JSON.stringify([filter.recordTypes, filter.decisions, filter.policyIds, filter.name]);
  let perTable = cache.get(table);
  if (!perTable) cache.set(table, (perTable = new Map()));
  const found = perTable.get(key);
  if (found) return found;
  const types = filter.recordTypes && new Set(filter.recordTypes);
  const decisions = filter.decisions && new Set(filter.decisions);
  const policies = filter.policyIds && new Set(filter.policyIds);
  const name = filter.name?.toLowerCase().replace(/\.$/, '');
  const items: Item[] = [];
  table.groups.forEach((group, c) => {
    if (types && !types.has(RECORD_TYPES[typeOfGroup(table, c)])) return;
    if (decisions && !decisions.has(group.decision)) return;
    if (policies && !policies.has(group.policy?.id ?? null)) return;
    if (name === undefined) {
      const last = items.at(-1);
      if (last && last.k1 < 0 && last.c1 === c) last.c1 = c + 1;
      else items.push({ c0: c, c1: c + 1, k0: 0, k1: -1 });
      return;
    }
    for (const [k0, k1] of runs(group, (i) => within(catalogue.names[i].name, name)))
      items.push({ c0: c, c1: c + 1, k0, k1 });
  });
  perTable.set(key, items);
  return items;
}

/** Start of group c in a bucket's class dimension. */
export const groupEdge = (bucket: Bucket, shares: Float64Array, c: number): number =>
  edge(shares[c], bucket.n, bucket.oClass);

/** Start of name k of a group that holds `size` queries. */
export const nameEdge = (bucket: Bucket, cdf: Float64Array, size: number, k: number): number =>
  edge(cdf[k], size, bucket.oName);

/** The class-dimension intervals of a selection in one bucket, in ascending order. */
export function intervals(bucket: Bucket, table: DecisionTable, items: Item[]): number[] {
  const shares = table.sharesOn(bucket.day);
  const out: number[] = [];
  for (const item of items) {
    const lo = groupEdge(bucket, shares, item.c0);
    const hi = groupEdge(bucket, shares, item.c1);
    if (item.k1 < 0) {
      if (hi > lo) out.push(lo, hi);
      continue;
    }
    const cdf = table.cdfOn(table.groups[item.c0], bucket.day);
    const a = lo + nameEdge(bucket, cdf, hi - lo, item.k0);
    const b = lo + nameEdge(bucket, cdf, hi - lo, item.k1);
    if (b > a) out.push(a, b);
  }
  return out;
}
