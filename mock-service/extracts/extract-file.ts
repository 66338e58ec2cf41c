import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import { orgIdSchema } from '../../src/api/contract';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { categoryName } from '../world/categories';
import { notFound } from '../core/mock-error';
import { defineFileRecipe } from '../core/files/files';
import type { Database } from '../db/database';
import { findOrg } from '../db/lookups';
import type { ScheduledExtractRecord } from '../db/log-records';
import { currentWorld } from '../world-adapter/current-world';
import { logQueryToWorld } from '../world-adapter/log-query';
import { paramsAt } from './runs';

/** Spec 3 §9: log push writes batches of up to 100,000 records per file; an extract's file holds as many. */
export const EXTRACT_FILE_ROW_LIMIT = 100_000;

export const EXTRACT_COLUMNS = [
  'Organization',
  'Authorized Source',
  'Source Set',
  'Date (UTC)',
  'Name',
  'Record Type',
  'Category',
  'Policy',
  'Action',
] as const;

const ACTION_LABELS = { allow: 'Allow', block: 'Block', override: 'Override', logOnly: 'Log Only', none: 'Allow' };

/**
 * The filter and window a run at `runAt` reads, the query being the one in effect then: the same
 * translation a DNS Logs preview uses, so a preview and an extract of one query never disagree. An
 * organization's extract reads its own traffic; the Global organization's, the organizations named.
 */
export function runQuery(db: Database, record: ScheduledExtractRecord, runAt: number) {
  const params = paramsAt(record, runAt);
  const global = findOrg(record.orgId)?.orgName === GLOBAL_ORG_NAME;
  return logQueryToWorld(db, params, global ? { everyOrg: true } : { orgIds: [record.orgId] }, runAt);
}

/** The DNS world's rows for the run, newest first, as the CSV a person opens. */
export function extractCsv(db: Database, record: ScheduledExtractRecord, runAt: number): string {
  const { range, filter } = runQuery(db, record, runAt);
  const orgNames = new Map(db.organizations.all().map((org) => [org.orgId, org.orgName]));
  const setNames = new Map(db.sourceSets.all().map((set) => [set.id, set.name]));
  const policyNames = new Map(db.policies.all().map((policy) => [policy.id, policy.name]));
  const data: string[][] = [];
  for (const row of currentWorld(db).rows(range, filter)) {
    if (data.length === EXTRACT_FILE_ROW_LIMIT) break;
    data.push([
      orgNames.get(row.orgId) ?? row.orgId,
      row.sourceKey,
      setNames.get(row.sourceSetId) ?? row.sourceSetId,
      new Date(row.time).toISOString(),
      row.name,
      row.recordType,
      [row.contentCategoryId, row.securityCategoryId].map(categoryName).filter(Boolean).join('; '),
      row.policyId ? (policyNames.get(row.policyId) ?? row.policyId) : 'No Policy Found',
      ACTION_LABELS[row.decision],
    ]);
  }
  return toCsv(EXTRACT_COLUMNS, data);
}

/** A run's file, built when the link is opened from the run's window, so nothing is stored. */
export const extractRunFile = defineFileRecipe({
  id: 'extract-run',
  params: v.object({ orgId: orgIdSchema, queryId: v.string(), runAt: v.number() }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db }) {
    const record = db.scheduledExtracts.all().find((r) => r.orgId === params.orgId && r.queryId === params.queryId);
    if (!record) throw notFound('The scheduled extract');
    return extractCsv(db, record, params.runAt);
  },
});
