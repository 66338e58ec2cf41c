import type { CatalogueName } from './catalogue';
import { evaluate, inForce } from './evaluator';
import type { WorldInputs } from './inputs';
import type { WorldRow } from './rows';
import type { Range, TrafficFilter } from './traffic';

/**
 * Scenario queries are few and named (a burst of look-alikes, a beacon, tunnelled TXT labels), so
 * they are listed rather than sampled from the catalogue: per source set, oldest first, each
 * decided once by the policies in force at its own time, so a policy enforced mid-scenario
 * changes the later queries only.
 */
export type ScenarioRows = ReadonlyMap<string, readonly WorldRow[]>;

/** Above any hour's query count: a scenario row never shares an index with a sampled one. */
const INDEX_BASE = 2 ** 30;

export function scenarioRows(inputs: WorldInputs, setOrder: ReadonlyMap<string, number>): ScenarioRows {
  const bySet = new Map<string, WorldRow[]>();
  const queries = (inputs.scenarioQueries ?? []).filter((q) => setOrder.has(q.sourceSetId));
  // A burst or a beacon repeats a few names: one verdict per name under each set of policies in force.
  const verdicts = new Map<string, ReturnType<typeof evaluate>>();
  for (const query of [...queries].sort((a, b) => a.time - b.time)) {
    const inForceIds = inputs.policies
      .filter((p) => inForce(p, query.orgId, query.sourceSetId, query.time))
      .map((p) => p.id)
      .join(',');
    const key = `${query.sourceSetId}|${query.name}|${query.recordType}|${query.contentCategoryId}|${query.securityCategoryId}|${query.threatId}|${inForceIds}`;
    let verdict = verdicts.get(key);
    if (!verdict) verdicts.set(key, (verdict = evaluate(inputs.policies, query, query.time)));
    const { decision, policy } = verdict;
    const list = bySet.get(query.sourceSetId) ?? [];
    bySet.set(query.sourceSetId, list);
    list.push({
      ...query,
      decision,
      policyId: policy?.id ?? null,
      setOrder: setOrder.get(query.sourceSetId)!,
      index: INDEX_BASE + list.length,
    });
  }
  return bySet;
}

/** The first position in rows (oldest first) at or after t. */
function lowerBound(rows: readonly WorldRow[], t: number): number {
  let [lo, hi] = [0, rows.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid].time < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const NONE: readonly WorldRow[] = [];

/** A set's scenario rows in [range), oldest first. */
export function scenarioRowsIn(rows: ScenarioRows, setId: string, range: Range): readonly WorldRow[] {
  const list = rows.get(setId);
  if (!list) return NONE;
  return list.slice(lowerBound(list, range.from), lowerBound(list, range.to));
}

const within = (name: string, under: string) => name === under || name.endsWith(`.${under}`);

/** The filter's test on one row: the same meaning the sampled traffic's selections give it. */
export function rowPasses(row: WorldRow, filter: TrafficFilter): boolean {
  if (filter.orgIds && !filter.orgIds.includes(row.orgId)) return false;
  if (filter.sourceSetIds && !filter.sourceSetIds.includes(row.sourceSetId)) return false;
  if (filter.sourceKeys && !filter.sourceKeys.includes(row.sourceKey)) return false;
  if (filter.recordTypes && !filter.recordTypes.includes(row.recordType)) return false;
  if (filter.decisions && !filter.decisions.includes(row.decision)) return false;
  if (filter.policyIds && !filter.policyIds.includes(row.policyId)) return false;
  const name = filter.name?.toLowerCase().replace(/\.$/, '');
  return name === undefined || within(row.name, name);
}

/** Every scenario row of some sets in [range), set by set: nothing to walk when no scenario is started. */
export function* scenarioRowsOver(rows: ScenarioRows, sets: readonly { id: string }[], range: Range) {
  if (rows.size === 0) return;
  for (const set of sets) yield* scenarioRowsIn(rows, set.id, range);
}

/** The registrable domain of a name (its last two labels), as the threat and gap screens group names. */
export const apexOf = (name: string): string => name.split('.').slice(-2).join('.');

const entries = new WeakMap<ScenarioRows, ReadonlyMap<string, CatalogueName>>();

/**
 * Every name scenario traffic asks, and the registrable domain of each, with its categories: what
 * the catalogue is to sampled names, so the screens that read names (threats, intel, gaps) read
 * these too. Built once per world, and empty without a started scenario.
 */
export function scenarioEntries(rows: ScenarioRows): ReadonlyMap<string, CatalogueName> {
  let found = entries.get(rows);
  if (found) return found;
  const map = new Map<string, CatalogueName>();
  for (const list of rows.values())
    for (const { name, contentCategoryId, securityCategoryId, threatId } of list)
      for (const key of [name, apexOf(name)])
        if (!map.has(key)) map.set(key, { name: key, contentCategoryId, securityCategoryId, threatId, trendPhase: -1 });
  entries.set(rows, map);
  return map;
}
