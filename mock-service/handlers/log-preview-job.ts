import { type PreviewExecution, type PreviewRow, type PreviewStatus } from '../../src/api/log-queries/preview-contract';
import { PREVIEW_ROW_LIMIT } from '../../src/api/log-queries/query-params';
import type { Database, LogPreviewRow } from '../db/database';
import type { LogPreviewRecord } from '../db/log-records';
import { currentWorld } from '../world-adapter/current-world';
import { logQueryFilter } from '../world-adapter/log-query';
import { categoryName } from '../world/categories';
import type { Decision } from '../world/inputs';
import type { WorldRow } from '../world/rows';
import type { World } from '../world/world';
import { logQueryScope } from './log-query-rules';
import { isRedactedFor } from './policy-store';

/*
 * A preview's state machine (spec 3 §4), computed from when it started and the mock's clock like
 * impact analysis: queued for the first second, running until the fourth, then success with the
 * newest 100 rows and the whole count, or failed when the rows cannot be computed. Nothing here
 * starts a timer; polling is manual.
 */

export const PREVIEW_QUEUED_MS = 1_000;
export const PREVIEW_DONE_MS = 4_000;

export const NO_PREVIEW: PreviewExecution = {
  status: 'none',
  queryExecutionId: null,
  queryParams: null,
  items: [],
  totalCount: null,
  startedAt: null,
};

export function previewStatusAt(startedAt: string, now: number): Exclude<PreviewStatus, 'none' | 'failed'> {
  const elapsed = now - Date.parse(startedAt);
  if (elapsed < PREVIEW_QUEUED_MS) return 'queued';
  if (elapsed < PREVIEW_DONE_MS) return 'running';
  return 'success';
}

/** When a preview queued or running at `now` reaches success, or null when it has (demo clock, core/jobs.ts). */
export function previewEndsAt(startedAt: string, now: number): number | null {
  return previewStatusAt(startedAt, now) === 'success' ? null : Date.parse(startedAt) + PREVIEW_DONE_MS;
}

const ACTION_OF: Record<Decision, string> = {
  allow: 'allowed',
  none: 'allowed',
  logOnly: 'logonly',
  block: 'blocked',
  override: 'override',
};

/** The rows as the service writes them, names looked up once per call. */
export function previewRowsOf(db: Database, rows: readonly WorldRow[], viewerOrgId: string): PreviewRow[] {
  const orgs = new Map(db.organizations.all().map((org) => [org.orgId, org.displayName]));
  const sets = new Map(db.sourceSets.all().map((set) => [set.id, set.name]));
  const policies = new Map(db.policies.all().map((policy) => [policy.id, policy]));
  return rows.map((row) => {
    const policy = row.policyId ? policies.get(row.policyId) : undefined;
    const redacted = policy ? isRedactedFor(policy, viewerOrgId) : false;
    const categories = [row.contentCategoryId, row.securityCategoryId].map(categoryName).filter(Boolean);
    return {
      srcip: row.sourceKey,
      datetime: new Date(row.time).toISOString(),
      queryname: row.name,
      resolverdecision: ACTION_OF[row.decision],
      source_set_name: sets.get(row.sourceSetId) ?? row.sourceSetId,
      policy_name: policy ? (redacted ? 'Redacted' : policy.name) : '',
      organization_name: orgs.get(row.orgId) ?? row.orgId,
      querycategories: `[${categories.map((name) => `{name=${name}}`).join(', ')}]`,
      recordtype: row.recordType,
      protocol: row.protocol,
      policy_reason: policy && !redacted ? policy.description : '',
      orgid: row.orgId,
      source_set_id: row.sourceSetId,
      policy_id: row.policyId,
    };
  });
}

export interface PreviewResult {
  rows: PreviewRow[];
  totalCount: number;
}

// A finished preview is read again on every refresh and by its download: once per world is enough.
const results = new WeakMap<World, Map<string, PreviewResult>>();
// The count taken when the preview started (the large-volume check), so a broad name is counted once.
const counts = new WeakMap<World, Map<string, number>>();

export function rememberCount(db: Database, id: string, totalCount: number): void {
  const world = currentWorld(db);
  if (!counts.has(world)) counts.set(world, new Map());
  counts.get(world)!.set(id, totalCount);
}

/** The newest 100 rows of the preview's window and its whole count, from the DNS world. */
export function previewResult(db: Database, record: LogPreviewRecord): PreviewResult {
  const world = currentWorld(db);
  let perWorld = results.get(world);
  if (!perWorld) results.set(world, (perWorld = new Map()));
  const found = perWorld.get(record.id);
  if (found) return found;
  const filter = logQueryFilter(db, record.queryParams, logQueryScope(record.queryParams, record.orgId));
  const range = { from: Date.parse(record.from), to: Date.parse(record.to) };
  const page = world.page(range, filter, PREVIEW_ROW_LIMIT);
  const totalCount = counts.get(world)?.get(record.id) ?? world.count(range, filter);
  const result = { rows: previewRowsOf(db, page.rows, record.orgId), totalCount };
  perWorld.set(record.id, result);
  return result;
}

/** What preview-status answers for a stored preview at `now`. */
export function previewExecution(db: Database, record: LogPreviewRow | undefined, now: number): PreviewExecution {
  if (!record) return NO_PREVIEW;
  const base = {
    queryExecutionId: record.id,
    queryParams: record.queryParams,
    startedAt: record.startedAt,
    items: [],
    totalCount: null,
  };
  const status = previewStatusAt(record.startedAt, now);
  if (status !== 'success') return { ...base, status };
  try {
    const { rows, totalCount } = previewResult(db, record);
    return { ...base, status, items: rows, totalCount };
  } catch (error) {
    // The service reports a query that could not run as failed; the reason stays in its log.
    console.error('[mock] log preview failed', error);
    return { ...base, status: 'failed' };
  }
}
