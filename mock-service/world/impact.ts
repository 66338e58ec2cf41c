import { type DecisionTable, type Group, matches } from './decision-table';
import { compile, isSupported, precedes, readsRecordType } from './evaluator';
import { type Decision, RECORD_TYPES, type WorldPolicy } from './inputs';
import type { Model } from './model';
import { countIn } from './permutation';
import { groupEdge, nameEdge, runs, typeOfGroup } from './selection';
import { scenarioRowsIn } from './scenario-traffic';
import { type Range, bucketsOf } from './traffic';

/**
 * Impact analysis of a candidate policy (spec 2 §4.2): over the queries that happened, which it
 * would have decided, had it been in force, and how their decisions would have changed. It counts
 * the real rows: a query counts when the candidate matches it and no policy before it decided it.
 */
export interface ImpactRow {
  orgId: string;
  sourceSetId: string;
  total: number;
  affected: number;
}

export interface Impact {
  supported: boolean;
  total: number;
  affected: number;
  /** Affected queries by the decision they had: the candidate's action replaces it. */
  from: Partial<Record<Decision, number>>;
  bySourceSet: ImpactRow[];
}

/** [group, first name, end name] runs the candidate would take over in a table. */
function takeovers(model: Model, table: DecisionTable, candidate: WorldPolicy, shared: Map<Group, [number, number][]>) {
  const typed = readsRecordType(candidate);
  const out: [number, number, number][] = [];
  table.groups.forEach((group, c) => {
    if (group.policy && precedes(group.policy, candidate) < 0) return;
    const recordType = RECORD_TYPES[typeOfGroup(table, c)];
    const hits = matches(model.catalogue, candidate, typed ? recordType : null);
    // A group shared by several record types has the same runs for each, unless the candidate reads types.
    let found = typed ? undefined : shared.get(group);
    if (!found) found = runs(group, (i) => hits[i] === 1);
    if (!typed) shared.set(group, found);
    for (const [k0, k1] of found) out.push([c, k0, k1]);
  });
  return out;
}

export function impact(model: Model, candidate: WorldPolicy, range: Range): Impact {
  const result: Impact = { supported: isSupported(candidate), total: 0, affected: 0, from: {}, bySourceSet: [] };
  if (!result.supported) return result;
  const sets = model.sets.filter(
    (s) =>
      candidate.orgId === null ||
      (s.orgId === candidate.orgId && (!candidate.sourceSetIds?.length || candidate.sourceSetIds.includes(s.id))),
  );
  const perTable = new Map<DecisionTable, [number, number, number][]>();
  const shared = new Map<Group, [number, number][]>();
  for (const set of sets) {
    const row: ImpactRow = { orgId: set.orgId, sourceSetId: set.id, total: 0, affected: 0 };
    for (const [bucket, from, to] of bucketsOf(model, [set], range)) {
      row.total += to - from;
      for (const segment of bucket.segments) {
        const s0 = Math.max(from, segment.from);
        const s1 = Math.min(to, segment.to);
        if (s1 <= s0) continue;
        const { table } = segment;
        let taken = perTable.get(table);
        if (!taken) perTable.set(table, (taken = takeovers(model, table, candidate, shared)));
        const shares = table.sharesOn(bucket.day);
        for (const [c, k0, k1] of taken) {
          const group = table.groups[c];
          const lo = groupEdge(bucket, shares, c);
          const size = groupEdge(bucket, shares, c + 1) - lo;
          if (!size) continue;
          const cdf = table.cdfOn(group, bucket.day);
          const a = lo + nameEdge(bucket, cdf, size, k0);
          const b = lo + nameEdge(bucket, cdf, size, k1);
          const n = s0 === 0 && s1 === bucket.n ? b - a : countIn(bucket.perm(0), s0, s1, a, b);
          row.affected += n;
          result.from[group.decision] = (result.from[group.decision] ?? 0) + n;
        }
      }
    }
    scenarioImpact(model, set.id, candidate, range, row, result);
    result.total += row.total;
    result.affected += row.affected;
    if (row.total) result.bySourceSet.push(row);
  }
  return result;
}

/** A set's scenario queries, one by one by the same rule: the candidate matches and nothing before it decided. */
function scenarioImpact(
  model: Model,
  setId: string,
  candidate: WorldPolicy,
  range: Range,
  row: ImpactRow,
  out: Impact,
) {
  const queries = scenarioRowsIn(model.scenario, setId, range);
  if (!queries.length) return;
  const test = compile(candidate);
  const byId = new Map(model.policies.map((p) => [p.id, p]));
  for (const query of queries) {
    row.total++;
    const decider = query.policyId === null ? undefined : byId.get(query.policyId);
    if ((decider && precedes(decider, candidate) < 0) || !test(query)) continue;
    row.affected++;
    out.from[query.decision] = (out.from[query.decision] ?? 0) + 1;
  }
}
