import type { AlertAction, PolicyAlert } from '../../src/api/alert-sets/contract';
import type { Decision } from '../world/inputs';
import type { ClassFilter } from '../world/selection';
import type { Range, TrafficFilter } from '../world/traffic';
import type { World } from '../world/world';

/*
 * How an alert's choices become DNS world filters. Every count an alert reports is a sum of
 * world.count over these filters, the function the dashboard and the log extracts use, so an
 * alert never disagrees with the screens.
 */

export type Selection = Pick<PolicyAlert, 'sources' | 'sourceSets'>;
/** The world's key of an alert's source (the address, or the SSE identifier a log row shows). */
export type SourceKeyOf = (orgId: string, sourceSetId: string, ip: string) => string;

/**
 * 'Allow' is every query the resolver answered (allowed by a policy, logged only, or decided by no
 * policy): the volume a person means by allowed traffic. Block and Override are those decisions.
 */
const DECISIONS: Record<AlertAction, Decision[]> = {
  Allow: ['allow', 'logOnly', 'none'],
  Block: ['block'],
  Override: ['override'],
};

/** The decisions of the chosen actions; undefined (every decision) when none or all are chosen. */
export function decisionsOf(actions: readonly AlertAction[]): Decision[] | undefined {
  const chosen = new Set(actions);
  if (chosen.size === 0 || chosen.size === Object.keys(DECISIONS).length) return undefined;
  return [...chosen].flatMap((action) => DECISIONS[action]);
}

/**
 * The traffic of the chosen source sets and sources of some organizations, as filters whose counts
 * add up (no query in two of them). An organization with nothing chosen, or an entry with an empty
 * list, means all of its traffic; otherwise the union of the chosen sets and the chosen sources.
 */
export function trafficParts(orgIds: readonly string[], selection: Selection, keyOf: SourceKeyOf): TrafficFilter[] {
  return orgIds.flatMap((orgId): TrafficFilter[] => {
    const setEntries = selection.sourceSets.filter((entry) => entry.orgId === orgId);
    const sourceEntries = selection.sources.filter((entry) => entry.orgId === orgId);
    const all =
      (setEntries.length === 0 && sourceEntries.length === 0) ||
      setEntries.some((entry) => entry.sourceSetIds.length === 0) ||
      sourceEntries.some((entry) => entry.ipAddresses.length === 0);
    if (all) return [{ orgIds: [orgId] }];
    const sets = [...new Set(setEntries.flatMap((entry) => entry.sourceSetIds))];
    const parts: TrafficFilter[] = sets.length ? [{ orgIds: [orgId], sourceSetIds: sets }] : [];
    const keysBySet = new Map<string, Set<string>>();
    for (const { sourceSetId, ip } of sourceEntries.flatMap((entry) => entry.ipAddresses)) {
      if (sets.includes(sourceSetId)) continue;
      const keys = keysBySet.get(sourceSetId) ?? new Set<string>();
      keys.add(keyOf(orgId, sourceSetId, ip));
      keysBySet.set(sourceSetId, keys);
    }
    for (const [set, keys] of keysBySet) parts.push({ orgIds: [orgId], sourceSetIds: [set], sourceKeys: [...keys] });
    return parts;
  });
}

export type Counter = Pick<World, 'count' | 'rows'>;

/** The queries of the parts in a range that pass the class filter. */
export const countParts = (world: Counter, range: Range, parts: readonly TrafficFilter[], only: ClassFilter): number =>
  parts.reduce((sum, part) => sum + world.count(range, { ...part, ...only }), 0);

export interface Tops {
  domains: [string, number][];
  policies: [string, number][];
  /** How many of the newest rows were tallied (the top lists are of those). */
  looked: number;
}

/** The most frequent names and deciding policies among the newest `cap` matching rows. */
export function topsOf(
  world: Counter,
  range: Range,
  parts: readonly TrafficFilter[],
  only: ClassFilter,
  limit = 5,
  cap = 2000,
): Tops {
  const domains = new Map<string, number>();
  const policies = new Map<string, number>();
  let looked = 0;
  for (const part of parts) {
    for (const row of world.rows(range, { ...part, ...only })) {
      if (looked >= cap) break;
      looked++;
      domains.set(row.name, (domains.get(row.name) ?? 0) + 1);
      if (row.policyId) policies.set(row.policyId, (policies.get(row.policyId) ?? 0) + 1);
    }
  }
  const top = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
  return { domains: top(domains), policies: top(policies), looked };
}
