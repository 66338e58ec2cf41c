import type { AnalysisData, ImpactInterval, ImpactStatus, PolicyStatus } from '../../src/api/policies/contract';
import type { ActionType } from '../../src/api/policies/schemas';
import type { Database } from '../db/database';
import { db as defaultDb } from '../db/database';
import type { PolicyRecord } from '../db/schemas';
import { currentWorld } from '../world-adapter/current-world';
import { isSupported } from '../world/evaluator';
import { DAY_MS, HOUR_MS, type PolicyAction as WorldAction, type WorldPolicy } from '../world/inputs';

// A policy's impact analysis as the mock's clock sees it: queued, running, then its results from the DNS world.

/** The analysis is QUEUED this long after it started, then RUNNING until ANALYSIS_DONE_MS, then SUCCESS. */
export const ANALYSIS_QUEUED_MS = 2_000;
export const ANALYSIS_DONE_MS = 10_000;

export const INTERVAL_MS: Record<ImpactInterval, number> = {
  '72 Hours': 72 * HOUR_MS,
  '1 Week': 7 * DAY_MS,
  '1 Month': 30 * DAY_MS,
};

/** Where an analysis started at `startedAt` stands at `now`. */
export function analysisStatusAt(startedAt: string | null, now: number): ImpactStatus {
  if (!startedAt) return 'NONE';
  const elapsed = now - Date.parse(startedAt);
  if (elapsed < ANALYSIS_QUEUED_MS) return 'QUEUED';
  if (elapsed < ANALYSIS_DONE_MS) return 'RUNNING';
  return 'SUCCESS';
}

/** When an analysis queued or running at `now` reaches SUCCESS, or null when none is (demo clock, core/jobs.ts). */
export function analysisEndsAt(startedAt: string | null, now: number): number | null {
  const state = analysisStatusAt(startedAt, now);
  return state === 'QUEUED' || state === 'RUNNING' ? Date.parse(startedAt!) + ANALYSIS_DONE_MS : null;
}

/** The status the wire shows: PROFILING while the analysis is queued or running, the one before once it ended. */
export function effectiveStatus(record: PolicyRecord, now: number): PolicyStatus {
  if (!record.analysisStartedAt) return record.status;
  const state = analysisStatusAt(record.analysisStartedAt, now);
  if (state === 'QUEUED' || state === 'RUNNING') return 'PROFILING';
  return record.status === 'PROFILING' ? (record.statusBeforeAnalysis ?? record.status) : record.status;
}

export const WORLD_ACTION: Record<ActionType, WorldAction> = {
  ALLOW: 'allow',
  BLOCK: 'block',
  LOGONLY: 'logOnly',
  OVERRIDE: 'override',
};

/** The record's current content as a policy the world can try (impact analysis). */
export const candidateOf = (record: PolicyRecord, enforcedFrom: number): WorldPolicy => ({
  id: record.id,
  orgId: record.global ? null : record.orgId,
  precedence: record.precedence,
  action: WORLD_ACTION[record.action.type],
  expression: record.expression,
  sourceSetIds: record.global ? [] : record.sourceSetList,
  enforcedFrom,
});

interface Results {
  items: AnalysisData['items'];
  invalidExpression: boolean;
}

const resultMemo = new Map<string, Results>();

/**
 * The rows of a finished analysis, from the DNS world over the interval that ended when it
 * started: per source set for an organization's policy, per organization for a global one.
 * Memoised per policy, start and content, so status polls are cheap.
 */
export function analysisResults(record: PolicyRecord, interval: ImpactInterval, db: Database = defaultDb): Results {
  const startedAt = Date.parse(record.analysisStartedAt ?? record.lastModified);
  const key = JSON.stringify([
    record.id,
    startedAt,
    interval,
    record.global,
    record.action,
    record.expression,
    record.sourceSetList,
  ]);
  const memo = resultMemo.get(key);
  if (memo) return memo;
  const candidate = candidateOf(record, startedAt);
  let results: Results;
  if (!isSupported(candidate)) results = { items: [], invalidExpression: true };
  else {
    const found = currentWorld(db).impact(candidate, { from: startedAt - INTERVAL_MS[interval], to: startedAt });
    const sums = new Map<string, { totalaffected: number; totalcount: number }>();
    for (const row of found.bySourceSet) {
      const key = record.global ? row.orgId : row.sourceSetId;
      const sum = sums.get(key) ?? { totalaffected: 0, totalcount: 0 };
      sum.totalaffected += row.affected;
      sum.totalcount += row.total;
      sums.set(key, sum);
    }
    const setNames = new Map(db.sourceSets.all().map((set) => [set.id, set.name]));
    const orgNames = new Map(db.organizations.all().map((org) => [org.orgId, org.displayName]));
    const items = [...sums].map(([key, sum]) =>
      record.global
        ? { organization: orgNames.get(key) ?? key, ...sum }
        : { sourceset: setNames.get(key) ?? key, ...sum },
    );
    results = { items, invalidExpression: false };
  }
  if (resultMemo.size > 500) resultMemo.clear();
  resultMemo.set(key, results);
  return results;
}

/** The analysis as it stands at `now`: status from the start time, rows once it succeeded. */
export function analysisAt(record: PolicyRecord, now: number, db: Database | null = defaultDb): AnalysisData | null {
  const stored = record.analysisData;
  if (!record.analysisStartedAt) return stored;
  const interval = stored?.profilingInterval ?? '72 Hours';
  const status = analysisStatusAt(record.analysisStartedAt, now);
  const base: AnalysisData = {
    items: [],
    dateAnalyzed: null,
    profilingInterval: interval,
    queryExecutionStatus: status,
    queryExecutionId: stored?.queryExecutionId ?? `query-${record.id}-${Date.parse(record.analysisStartedAt)}`,
    invalidExpression: false,
  };
  if (status !== 'SUCCESS') return base;
  return {
    ...base,
    // Without a database (a list row), the rows are left out: they cost a world query each.
    ...(db ? analysisResults(record, interval, db) : {}),
    dateAnalyzed: new Date(Date.parse(record.analysisStartedAt) + ANALYSIS_DONE_MS).toISOString(),
  };
}
