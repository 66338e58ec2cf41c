import * as v from 'valibot';
import { defineEndpoint, emailSchema, orgIdSchema } from '../contract';
import { logQueryParamsSchema } from './query-params';
import { formatCount } from '../../lib/format';

/*
 * The DNS Logs preview (spec 3 §2, §3, §4, §7): an asynchronous query per user and organization,
 * read back by hand (polling is manual), cancelled, and downloaded as a file. A synchronous
 * /preview answers the same rows at once, for API users.
 */

/** Spec 3 §3: the source-set entry that means every set (no filter). */
export const ALL_SOURCE_SETS = 'all';

/**
 * A preview of more rows than this asks before it runs (the large-volume dialog, spec 3 §2):
 * about a day of a large department's traffic, or two hours of every organization's.
 */
export const LARGE_VOLUME_THRESHOLD = 1_000_000;

export const PREVIEW_STATUSES = ['none', 'queued', 'running', 'success', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/**
 * Spec 3 §3, "Preview result row", plus what peers show beyond the spec (record type, protocol,
 * the deciding policy's reason) and the ids a row links with (the policy tester).
 */
export const previewRowSchema = v.object({
  srcip: v.string(),
  /** ISO 8601, UTC. */
  datetime: v.string(),
  queryname: v.string(),
  /** allowed, blocked, override or logonly; a query no policy decided is allowed. */
  resolverdecision: v.string(),
  source_set_name: v.string(),
  /** Empty when no policy decided the query (the screen shows 'No Policy Found'). */
  policy_name: v.string(),
  organization_name: v.string(),
  /** The name's categories as the service lists them: '[{name=Search Engines}, {name=Malware}]'. */
  querycategories: v.string(),
  recordtype: v.string(),
  protocol: v.string(),
  /** The deciding policy's description: why it decided so. */
  policy_reason: v.string(),
  orgid: v.string(),
  source_set_id: v.string(),
  policy_id: v.nullable(v.string()),
});
export type PreviewRow = v.InferOutput<typeof previewRowSchema>;

/** Spec 3 §3, "Preview execution", with the whole count of the query (items stop at 100). */
export const previewExecutionSchema = v.object({
  status: v.picklist(PREVIEW_STATUSES),
  queryExecutionId: v.nullable(v.string()),
  queryParams: v.nullable(logQueryParamsSchema),
  items: v.array(previewRowSchema),
  /** Every row of the query, when it succeeded; null otherwise. */
  totalCount: v.nullable(v.number()),
  /** When the query ran (ISO); presets are counted back from it. */
  startedAt: v.nullable(v.string()),
});
export type PreviewExecution = v.InferOutput<typeof previewExecutionSchema>;

const ERRORS =
  'Errors: logQuery.invalidName (queryName), logQuery.beforeEarliest (duration.startDate), logQuery.beyondRetention (duration.startDate), logQuery.invalidRange (duration.endDate), logQuery.invalidRequest (sources, orgs, recordTypes, actions, policies, durationType), sourceSet.notFound (sourceSets), auth.forbidden (orgs), request.invalid.';

/** orgId is where the caller acts; the Global organization's id is every organization (orgs narrows it). */
const startRequest = v.object({
  orgId: orgIdSchema,
  queryParams: logQueryParamsSchema,
  /** The caller saw the large-volume dialog and confirmed. */
  confirmLargeVolume: v.optional(v.boolean(), false),
});

export const previewEndpoint = defineEndpoint({
  id: 'logQuery.preview',
  effect: 'read',
  method: 'POST',
  path: '/api/log-query/preview',
  summary: `The first 100 rows of a log query, newest first, and its whole count, at once. ${ERRORS}`,
  request: v.object({ orgId: orgIdSchema, queryParams: logQueryParamsSchema }),
  result: v.object({ items: v.array(previewRowSchema), totalCount: v.number() }),
});

export const previewAsyncEndpoint = defineEndpoint({
  id: 'logQuery.previewAsync',
  effect: 'write',
  method: 'POST',
  path: '/api/log-query/preview-async',
  summary: `Starts the caller's preview in the organization (replacing one in progress): queued, then running, then success or failed, on the service's clock. More than ${formatCount(LARGE_VOLUME_THRESHOLD)} rows needs confirmLargeVolume (logPreview.largeVolume, detail.totalCount). ${ERRORS}`,
  request: startRequest,
  result: previewExecutionSchema,
});

const userRef = v.object({ userId: emailSchema, orgId: orgIdSchema });

export const previewStatusEndpoint = defineEndpoint({
  id: 'logQuery.previewStatus',
  effect: 'read',
  method: 'POST',
  path: '/api/log-query/preview-status',
  summary:
    "The caller's current preview in the organization (userId is the caller's e-mail; another user's is auth.forbidden): status, and the rows once it succeeded.",
  request: userRef,
  result: previewExecutionSchema,
});

export const previewCancelEndpoint = defineEndpoint({
  id: 'logQuery.previewCancel',
  effect: 'write',
  method: 'POST',
  path: '/api/log-query/preview-cancel',
  summary: "Drops the caller's preview in the organization: its status is none again.",
  request: userRef,
  result: previewExecutionSchema,
});

export const previewResultsEndpoint = defineEndpoint({
  id: 'logQuery.previewResults',
  effect: 'read',
  method: 'POST',
  path: '/api/log-query/preview/results',
  summary:
    "A pre-signed link (5 minutes) to a CSV of a successful preview's rows. Errors: resource.notFound (queryExecutionId: not the caller's current preview), logPreview.notReady (it has not succeeded).",
  request: v.object({ orgId: orgIdSchema, queryExecutionId: v.pipe(v.string(), v.minLength(1), v.maxLength(80)) }),
  result: v.object({ preSignedUrl: v.string() }),
});
