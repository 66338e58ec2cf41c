import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';
import { MAX_BULK_INDICATORS } from './indicator-rules';

/*
 * Bulk coverage (spec 2 §2.4, §4.3, §5, §7), the global tenant's: one job per user, keyed by
 * e-mail, NONE → QUEUED → RUNNING → SUCCESS on the mock's clock; ERROR when the policies in
 * force changed while it ran; CANCELED once cancelled (the console shows that as none).
 */

export const BULK_STATUSES = ['NONE', 'QUEUED', 'RUNNING', 'SUCCESS', 'ERROR', 'CANCELED'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

const email = v.pipe(v.string(), v.maxLength(254));

export const bulkStatusSchema = v.object({
  status: v.picklist(BULK_STATUSES),
  fileName: v.nullable(v.string()),
  indicatorCount: v.number(),
  startedAt: v.nullable(v.string()),
});
export type BulkJobStatus = v.InferOutput<typeof bulkStatusSchema>;

export const bulkSummarySchema = v.object({
  totalCategorised: v.number(),
  categoryCount: v.number(),
  coveredIndicators: v.number(),
  globalPolicyCount: v.number(),
  organizationPolicyCount: v.number(),
});
export type BulkSummary = v.InferOutput<typeof bulkSummarySchema>;

export const bulkRowSchema = v.object({
  indicator: v.string(),
  securityRiskCategory: v.string(),
  contentCategory: v.string(),
  globalPolicies: v.array(v.string()),
  organizationPolicies: v.array(v.string()),
});
export type BulkRow = v.InferOutput<typeof bulkRowSchema>;

const BUSY = 'coverage.bulkBusy (a job is queued or running)';

export const startAffectingBulkEndpoint = defineEndpoint({
  id: 'policy.startAffectingBulk',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/policy/start-affecting-bulk',
  summary: `Start the caller's bulk coverage job over up to ${MAX_BULK_INDICATORS} domain names or IPs. Errors: coverage.bulkInvalid (domainList, detail: the invalid ones), coverage.bulkTooMany (domainList), ${BUSY}.`,
  request: v.object({
    domainList: v.pipe(v.array(v.pipe(v.string(), v.maxLength(256))), v.minLength(1), v.maxLength(5000)),
    fileName: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  }),
  result: bulkStatusSchema,
});

export const cancelAffectingBulkEndpoint = defineEndpoint({
  id: 'policy.cancelAffectingBulk',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/policy/cancel-affecting-bulk',
  summary: "Cancel the caller's job (email must be the caller's): it reads CANCELED until the next start.",
  request: v.object({ email }),
  result: bulkStatusSchema,
});

export const bulkStatusEndpoint = defineEndpoint({
  id: 'policy.getAffectingBulkStatus',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/get-affecting-bulk-status',
  summary: "Where the caller's job stands at the mock's now (email must be the caller's).",
  request: v.object({ email }),
  result: bulkStatusSchema,
});

export const bulkSummaryEndpoint = defineEndpoint({
  id: 'policy.getAffectingBulkSummary',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/get-affecting-bulk-summary',
  summary: "The summary cards of the caller's finished job. Errors: coverage.bulkNotReady.",
  request: v.object({ email }),
  result: bulkSummarySchema,
});

export const BULK_PAGE_SIZE = 10;

export const listAffectingBulkEndpoint = defineEndpoint({
  id: 'policy.listAffectingBulk',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/list-affecting-bulk',
  summary:
    "A page of the caller's finished job: each indicator with its categories and the policies matching it; searchString filters indicators. Errors: coverage.bulkNotReady.",
  request: v.object({
    orgId: orgIdSchema,
    searchString: v.optional(v.pipe(v.string(), v.maxLength(256))),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), BULK_PAGE_SIZE),
    pageToken: v.optional(v.nullable(v.string())),
    /** 1-based page to open directly (the table's pager); a pageToken wins. */
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  }),
  result: v.object({ items: v.array(bulkRowSchema), itemCount: v.number(), nextPageKey: v.nullable(v.string()) }),
});

export const downloadAffectingBulkEndpoint = defineEndpoint({
  id: 'policy.downloadAffectingBulk',
  effect: 'read',
  method: 'POST',
  path: '/api/policy/download-affecting-bulk',
  summary: "A pre-signed link to the caller's finished job as CSV. Errors: coverage.bulkNotReady.",
  request: v.object({ email, orgId: orgIdSchema }),
  result: v.object({ preSignedUrl: v.string() }),
});
