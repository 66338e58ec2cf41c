import { HOUR_MS } from '../../src/api/log-queries/extract-schedule';
import type { LogQueryParams } from '../../src/api/log-queries/query-params';
import type { Decision } from '../world/inputs';
import type { Range, TrafficFilter } from '../world/traffic';

/*
 * A log query as the DNS world reads it. TEMPORARY: the DNS Logs preview owns the one mapping
 * (world-adapter/log-query.ts, built beside this branch); until the two meet, extract runs read
 * this small copy, and the merge makes them one so a preview and an extract can never disagree.
 */

/** Spec 3 §3's actions; 'Allow' is every answered query (allowed, log only, no policy), as alert sets count it. */
const DECISIONS: Record<string, Decision[]> = {
  allowed: ['allow', 'logOnly', 'none'],
  blocked: ['block'],
  override: ['override'],
};

const values = (options: readonly { value: string }[]) =>
  options.map((option) => option.value).filter((value) => value !== '' && value !== 'all');

const orUndefined = <T>(list: T[]) => (list.length ? list : undefined);

/** The filter of a query in the organization it belongs to (the Global organization: every one). */
export function extractFilter(params: LogQueryParams, orgId: string, isGlobal: boolean): TrafficFilter {
  // An organization's extract reads its own traffic only, whatever the query names.
  const orgs = values(params.orgs).filter((id) => isGlobal || id === orgId);
  const decisions = values(params.actions).flatMap((action) => DECISIONS[action] ?? []);
  return {
    orgIds: orgs.length ? orgs : isGlobal ? undefined : [orgId],
    sourceSetIds: orUndefined(values(params.sourceSets)),
    sourceKeys: orUndefined(values(params.sources)),
    policyIds: orUndefined(values(params.policies)),
    decisions: orUndefined(decisions),
    recordTypes: orUndefined(values(params.recordTypes)) as TrafficFilter['recordTypes'],
    name: params.queryName || undefined,
  };
}

/** The window a run reads: a preset counts back from the run time; a custom range is fixed. */
export function extractRange(params: LogQueryParams, runAt: number): Range {
  if (params.durationType === 'custom') {
    return { from: Date.parse(params.duration.startDate), to: Date.parse(params.duration.endDate) };
  }
  return { from: runAt - Number(params.durationType) * HOUR_MS, to: runAt };
}
