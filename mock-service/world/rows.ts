import type { CatalogueName } from './catalogue';
import type { DecisionTable } from './decision-table';
import { type Decision, PROTOCOLS, RECORD_TYPES, type WorldQuery } from './inputs';
import { type Bucket, type Model, edge, timeOf } from './model';
import { apply } from './permutation';
import { PROTOCOL_SHARES, cumulative } from './record-types';
import { groupEdge, nameEdge, typeOfGroup } from './selection';

/** One DNS query, generated on demand from its bucket and index; never stored. */
export interface WorldRow extends WorldQuery {
  decision: Decision;
  policyId: string | null;
  /** Position in the newest-first order: (time, set order, index), for paging. */
  setOrder: number;
  index: number;
}

export const PROTOCOL_CDF = cumulative(PROTOCOLS.map((p) => PROTOCOL_SHARES[p]));

/** The largest k in [0, count) with edgeAt(k) <= m: the cell of a cumulative layout holding m. */
export function cellOf(count: number, m: number, edgeAt: (k: number) => number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (edgeAt(mid) <= m) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function tableAt(bucket: Bucket, i: number): DecisionTable {
  for (const segment of bucket.segments) if (i < segment.to) return segment.table;
  return bucket.segments[bucket.segments.length - 1].table;
}

/** What query i of a bucket asked for, and what was decided: its class and name. */
export function classOf(model: Model, bucket: Bucket, i: number) {
  const table = tableAt(bucket, i);
  const shares = table.sharesOn(bucket.day);
  const m = apply(bucket.perm(0), i);
  const c = cellOf(table.groups.length, m, (k) => groupEdge(bucket, shares, k));
  const group = table.groups[c];
  const lo = groupEdge(bucket, shares, c);
  const size = groupEdge(bucket, shares, c + 1) - lo;
  const cdf = table.cdfOn(group, bucket.day);
  const k = cellOf(group.names.length, m - lo, (x) => nameEdge(bucket, cdf, size, x));
  const entry: CatalogueName = model.catalogue.names[group.names[k]];
  return { m, recordType: RECORD_TYPES[typeOfGroup(table, c)], group, entry };
}

export function rowAt(model: Model, bucket: Bucket, i: number): WorldRow {
  const { recordType, group, entry } = classOf(model, bucket, i);
  const lanes = bucket.set.timeline.lanesAt(bucket.start);
  const ms = apply(bucket.perm(1), i);
  const lane = lanes.lanes[cellOf(lanes.lanes.length, ms, (k) => edge(lanes.cumulative[k], bucket.n, bucket.oSource))];
  const mp = apply(bucket.perm(2), i);
  const protocol = PROTOCOLS[cellOf(PROTOCOLS.length, mp, (k) => edge(PROTOCOL_CDF[k], bucket.n, bucket.oProtocol))];
  return {
    time: timeOf(bucket, i),
    orgId: bucket.set.orgId,
    sourceSetId: bucket.set.id,
    sourceKey: lane.source.key,
    ipVersion: lane.ipv6 ? 'ipv6' : 'ipv4',
    protocol,
    recordType,
    name: entry.name,
    contentCategoryId: entry.contentCategoryId,
    securityCategoryId: entry.securityCategoryId,
    threatId: entry.threatId,
    decision: group.decision,
    policyId: group.policy?.id ?? null,
    setOrder: bucket.set.order,
    index: i,
  };
}
