import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import {
  type BulkRow,
  bulkStatusEndpoint,
  bulkSummaryEndpoint,
  cancelAffectingBulkEndpoint,
  downloadAffectingBulkEndpoint,
  listAffectingBulkEndpoint,
  startAffectingBulkEndpoint,
} from '../../src/api/coverage/bulk-contract';
import { MAX_BULK_INDICATORS, parseIndicator } from '../../src/api/coverage/indicator-rules';
import { ErrorKey } from '../../src/api/error-keys';
import { orgIdSchema } from '../../src/api/contract';
import { deleteRecord, updateRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { defineFileRecipe, issueFile } from '../core/files/files';
import { MockError } from '../core/mock-error';
import { assertOwnEmail } from '../core/own-account';
import type { CoverageJobRow, Database } from '../db/database';
import { bulkCoverage } from '../world/coverage';
import { bulkStatusAt, doneAt } from './coverage-bulk-job';
import { enforcedPolicies, pageOf, toAffecting, worldCatalogue } from './coverage-store';
import { GLOBAL_ORG_ID } from './policy-store';

/*
 * Bulk coverage (spec 2 §2.4, §4.3, §7), one job per user by e-mail. The result is computed when
 * asked, from the job's indicators and the policies in force when it finished, and memoised.
 */

const jobOf = (db: Database, email: string): CoverageJobRow | undefined =>
  db.coverageJobs.all().find((job) => job.email.toLowerCase() === email.toLowerCase());

const timesOf = (job: CoverageJobRow) => ({
  startedAt: Date.parse(job.startedAt),
  canceledAt: job.canceledAt ? Date.parse(job.canceledAt) : null,
});

/** Every moment the policies in force changed: an interval opening or closing. */
export const changesOf = (db: Database): number[] =>
  db.policyEnforcements.all().flatMap((e) => [Date.parse(e.from), ...(e.until ? [Date.parse(e.until)] : [])]);

export function statusOf(db: Database, job: CoverageJobRow | undefined, now: number) {
  return {
    status: bulkStatusAt(job ? timesOf(job) : null, changesOf(db), now),
    fileName: job?.fileName ?? null,
    indicatorCount: job?.indicators.length ?? 0,
    startedAt: job?.startedAt ?? null,
  };
}

const memo = new Map<string, ReturnType<typeof compute>>();

function compute(db: Database, job: CoverageJobRow) {
  const at = doneAt(timesOf(job));
  const indicators = job.indicators.map((text) => parseIndicator(text)!);
  const { rows, summary } = bulkCoverage(enforcedPolicies(db), indicators, worldCatalogue(), at);
  const name = (p: Parameters<typeof toAffecting>[0]) => {
    const wire = toAffecting(p, GLOBAL_ORG_ID, db, at);
    if (!wire) return [];
    return [p.orgId === null ? wire.name : `${wire.name} (${wire.orgName})`];
  };
  const table: BulkRow[] = rows.map((row) => ({
    indicator: row.indicator.value,
    securityRiskCategory: row.intel.securityRisks[0] ?? '',
    contentCategory: row.intel.contentCategories[0] ?? '',
    globalPolicies: row.policies.filter((p) => p.orgId === null).flatMap(name),
    organizationPolicies: row.policies.filter((p) => p.orgId !== null).flatMap(name),
  }));
  return { table, summary };
}

/** The finished job's result, or coverage.bulkNotReady. */
function resultOf(db: Database, email: string, now: number) {
  const job = jobOf(db, email);
  if (!job || statusOf(db, job, now).status !== 'SUCCESS')
    throw new MockError(ErrorKey.coverageBulkNotReady, 409, { message: 'The bulk search has not succeeded.' });
  return resultFor(db, job);
}

function resultFor(db: Database, job: CoverageJobRow) {
  const key = `${job.id}|${job.startedAt}`;
  let found = memo.get(key);
  if (!found) memo.set(key, (found = compute(db, job)));
  return found;
}

const start = defineHandler(startAffectingBulkEndpoint, async ({ input, caller, db, clock }) => {
  const parsed = input.domainList.map((text) => ({ text, indicator: parseIndicator(text) }));
  const invalid = parsed.filter((p) => !p.indicator).map((p) => p.text);
  if (invalid.length)
    throw new MockError(ErrorKey.coverageBulkInvalid, 400, { field: 'domainList', detail: invalid.slice(0, 50) });
  const indicators = [...new Set(parsed.map((p) => p.indicator!.value))];
  if (indicators.length > MAX_BULK_INDICATORS)
    throw new MockError(ErrorKey.coverageBulkTooMany, 400, { field: 'domainList' });
  const existing = jobOf(db, caller.user.email);
  const now = clock.now();
  const status = statusOf(db, existing, now).status;
  if (status === 'QUEUED' || status === 'RUNNING') throw new MockError(ErrorKey.coverageBulkBusy, 409);
  if (existing) deleteRecord(db.coverageJobs, existing);
  const job = await db.coverageJobs.create({
    id: `bulk-${crypto.randomUUID()}`,
    email: caller.user.email,
    fileName: input.fileName,
    indicators,
    startedAt: clock.isoNow(),
    canceledAt: null,
  });
  return statusOf(db, job, now);
});

const cancel = defineHandler(cancelAffectingBulkEndpoint, async ({ input, caller, db, clock }) => {
  assertOwnEmail(caller, input.email);
  const job = jobOf(db, input.email);
  if (!job) return statusOf(db, undefined, clock.now());
  const updated = await updateRecord(db.coverageJobs, job, { canceledAt: clock.isoNow() });
  return statusOf(db, updated, clock.now());
});

const status = defineHandler(bulkStatusEndpoint, ({ input, caller, db, clock }) => {
  assertOwnEmail(caller, input.email);
  return statusOf(db, jobOf(db, input.email), clock.now());
});

const summary = defineHandler(bulkSummaryEndpoint, ({ input, caller, db, clock }) => {
  assertOwnEmail(caller, input.email);
  return resultOf(db, input.email, clock.now()).summary;
});

const list = defineHandler(listAffectingBulkEndpoint, ({ input, caller, db, clock }) => {
  const search = input.searchString?.trim().toLowerCase() ?? '';
  const rows = resultOf(db, caller.user.email, clock.now()).table.filter((r) => r.indicator.includes(search));
  return pageOf(rows, input);
});

export const BULK_COLUMNS = [
  'Indicator',
  'Security Risk Category',
  'Content Category',
  'Global Policies',
  'Organization Policies',
] as const;

/** The finished job as CSV, built when the link is opened (a job started since answers file.notFound). */
export const bulkCoverageFile = defineFileRecipe({
  id: 'bulk-coverage',
  params: v.object({ email: v.string(), orgId: orgIdSchema, jobId: v.string() }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db }) {
    const job = jobOf(db, params.email);
    if (!job || job.id !== params.jobId) throw new MockError(ErrorKey.fileNotFound, 404);
    // The link was issued for a finished job (its time is kept to the second only, so the job is not asked again).
    const { table } = resultFor(db, job);
    return toCsv(
      BULK_COLUMNS,
      table.map((r) => [
        r.indicator,
        r.securityRiskCategory,
        r.contentCategory,
        r.globalPolicies.join('; '),
        r.organizationPolicies.join('; '),
      ]),
    );
  },
});

const download = defineHandler(downloadAffectingBulkEndpoint, ({ input, caller, db, clock, request }) => {
  assertOwnEmail(caller, input.email);
  resultOf(db, input.email, clock.now());
  const job = jobOf(db, input.email)!;
  const base = job.fileName.replace(/\.csv$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-') || 'indicators';
  return {
    preSignedUrl: issueFile(request, {
      recipe: bulkCoverageFile,
      params: { email: job.email, orgId: input.orgId, jobId: job.id },
      name: `${base}-coverage.csv`,
      ttlSeconds: 300,
    }),
  };
});

export const coverageBulkHandlers = [start, cancel, status, summary, list, download];
