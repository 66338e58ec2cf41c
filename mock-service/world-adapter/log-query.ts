import { ALL_SOURCE_SETS } from '../../src/api/log-queries/preview-contract';
import type { LogQueryParams } from '../../src/api/log-queries/query-params';
import type { Database } from '../db/database';
import { type Decision, HOUR_MS, type RecordType } from '../world/inputs';
import type { Range, TrafficFilter } from '../world/traffic';
import { sourceKey } from './world-inputs';

/*
 * A log query (spec 3 §3) as the DNS world reads it: the filter and the window. One function for
 * DNS Logs previews and scheduled extract runs, so a preview and the extract scheduled from it
 * read the very same queries. It trusts its input: the handlers check the query first
 * (mock-service/handlers/log-query-rules.ts).
 */

/** The organizations a query may read: some, or every organization (the Global entry). */
export type LogQueryScope = { orgIds: readonly string[] } | { everyOrg: true };

/**
 * 'Allow' is every query the resolver answered (allowed by a policy, logged only, or decided by
 * no policy), as alert sets count it; Block and Override are those decisions.
 */
const DECISIONS: Record<string, Decision[]> = {
  allowed: ['allow', 'logOnly', 'none'],
  blocked: ['block'],
  override: ['override'],
};

/** Presets count back from the moment the query runs; a custom range ends at that moment at the latest. */
export function logQueryRange(params: LogQueryParams, runAt: number): Range {
  if (params.durationType !== 'custom') return { from: runAt - Number(params.durationType) * HOUR_MS, to: runAt };
  const from = Date.parse(params.duration.startDate);
  const to = Math.min(Date.parse(params.duration.endDate), runAt);
  return { from, to: Math.max(from, to) };
}

const values = (options: readonly { value: string }[]) => [...new Set(options.map((option) => option.value))];

/** The world's key of each chosen source (the address, or the SSE name a row shows); deleted ones too. */
function sourceKeys(db: Database, ids: readonly string[]): string[] {
  const byId = new Map([...db.retiredSources.all(), ...db.sources.all()].map((s) => [s.id, sourceKey(s)]));
  return ids.map((id) => byId.get(id) ?? id);
}

export function logQueryFilter(db: Database, params: LogQueryParams, scope: LogQueryScope): TrafficFilter {
  const filter: TrafficFilter = {};
  const chosenOrgs = values(params.orgs);
  if ('orgIds' in scope) filter.orgIds = [...scope.orgIds];
  else if (chosenOrgs.length) filter.orgIds = chosenOrgs;
  const sets = values(params.sourceSets);
  if (sets.length && !sets.includes(ALL_SOURCE_SETS)) {
    filter.sourceSetIds = sets;
    if (params.sources.length) filter.sourceKeys = sourceKeys(db, values(params.sources));
  }
  if (params.policies.length) filter.policyIds = values(params.policies);
  if (params.recordTypes.length) filter.recordTypes = values(params.recordTypes) as RecordType[];
  const decisions = [...new Set(values(params.actions).flatMap((action) => DECISIONS[action] ?? []))];
  if (params.actions.length) filter.decisions = decisions;
  const name = params.queryName.trim().toLowerCase().replace(/\.$/, '');
  if (name) filter.name = name;
  return filter;
}

/** The filter and the window of a log query run at `runAt`, for the organizations in scope. */
export function logQueryToWorld(
  db: Database,
  params: LogQueryParams,
  scope: LogQueryScope,
  runAt: number,
): { filter: TrafficFilter; range: Range } {
  return { filter: logQueryFilter(db, params, scope), range: logQueryRange(params, runAt) };
}
