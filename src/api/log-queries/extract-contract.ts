import * as v from 'valibot';
import { conventionalName, descriptionSchema } from '../../lib/validators';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';
import { preSignedUrlResult } from '../files/contract';
import { offsetOf } from './extract-schedule';
import { logQueryParamsSchema } from './query-params';

/*
 * Scheduled extracts (spec 3 §3, §7): a saved log query the service runs at its times, each run
 * producing a file downloadable for 72 hours. Paths are the spec's /api/log-query/*.
 */

/** Spec 3 §4, "Extract run status". */
export const RUN_STATUSES = ['queued', 'running', 'success', 'failed', 'canceled', 'expired'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

const instant = (message: string) => v.pipe(v.string(message), v.nonEmpty(message), v.isoTimestamp(message));

/** Whole hours only (spec 3 §5): minutes, seconds and fractions are zero in the instant's own zone. */
const onTheHour = (iso: string) => /T\d{2}:00(:00(\.0+)?)?/.test(iso) && offsetOf(iso) % 60 === 0;

export const reoccurSchema = v.object({
  type: v.picklist(['hour', 'day', 'week']),
  days: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)))),
  every: v.optional(v.number()),
});

/** Spec 3 §3: `now` runs once at once; `scheduled` from its start, optionally recurring until its end. */
export const whenSchema = v.object({
  type: v.picklist(['now', 'scheduled']),
  start: v.optional(v.string()),
  end: v.optional(v.nullable(v.string())),
  reoccur: v.optional(v.nullable(reoccurSchema)),
});
export type When = v.InferOutput<typeof whenSchema>;

const weeklyRules = v.pipe(
  reoccurSchema,
  v.forward(
    v.check(
      (r) => r.type !== 'week' || (Number.isInteger(r.every) && r.every! >= 1 && r.every! <= 4),
      'Please select an interval',
    ),
    ['every'],
  ),
  v.forward(
    v.check((r) => r.type !== 'week' || (r.days?.length ?? 0) > 0, 'You must have at least one day selected'),
    ['days'],
  ),
);

/** What a create or update sends: the spec's field rules, each reported at its field. */
export const whenInputSchema = v.variant('type', [
  v.object({ type: v.literal('now') }),
  v.pipe(
    v.object({
      type: v.literal('scheduled'),
      start: v.pipe(instant('Start Run Date is required'), v.check(onTheHour, 'Run Time must be on the hour')),
      end: v.optional(v.nullable(instant('End Run Date is not valid'))),
      reoccur: v.optional(v.nullable(weeklyRules)),
    }),
    v.forward(
      v.check(
        (w) => !w.end || Date.parse(w.end) >= Date.parse(w.start),
        'End Run Date cannot be before Start Run Date',
      ),
      ['end'],
    ),
  ),
]);
export type WhenInput = v.InferInput<typeof whenInputSchema>;

export const scheduledExtractSchema = v.object({
  queryId: v.string(),
  queryName: v.string(),
  description: v.string(),
  createdBy: v.string(),
  createdOn: v.string(),
  orgId: v.string(),
  /** Comma-joined key names (spec 3 §3); the editor shows it disabled. */
  apiKey: v.string(),
  queryParams: logQueryParamsSchema,
  lastExecution: v.nullable(v.string()),
  lastStatus: v.nullable(v.picklist(RUN_STATUSES)),
  when: whenSchema,
  /** Computed by the service from the schedule and its clock (beyond the spec's fields). */
  nextRun: v.nullable(v.string()),
  cadence: v.string(),
  /** End plus 72 hours; null for a recurring extract without an end. */
  expiresOn: v.nullable(v.string()),
  /** Where the service writes the runs' files (Extract History's Destination); null when it has none. */
  destination: v.nullable(v.string()),
});
export type ScheduledExtract = v.InferOutput<typeof scheduledExtractSchema>;

export const extractInputEntries = {
  orgId: orgIdSchema,
  apiKey: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  queryName: conventionalName('Name'),
  description: v.optional(descriptionSchema, ''),
  queryParams: logQueryParamsSchema,
  when: whenInputSchema,
};
const queryIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const extractListEndpoint = defineListEndpoint({
  id: 'logQuery.list',
  path: '/api/log-query/list',
  summary:
    "An organization's scheduled extracts, paged, sorted and searched (name, description, creator); last run, status and next run computed from the schedule and the service's clock.",
  item: scheduledExtractSchema,
  sortFields: ['queryName', 'lastExecution', 'cadence', 'nextRun', 'lastStatus', 'createdOn'],
  defaultSort: { field: 'queryName', order: 'asc' },
  tieBreak: ['queryId'],
  searchFields: ['queryName', 'description', 'createdBy'],
  filters: { orgId: orgIdSchema },
});
export const extractSortFields = extractListEndpoint.list.sortFields;

export const extractCreateEndpoint = defineEndpoint({
  id: 'logQuery.create',
  effect: 'write',
  method: 'POST',
  path: '/api/log-query/create',
  summary:
    'Schedule an extract. Errors: request.invalid at the field (name, description, when.start, when.reoccur.every, when.reoccur.days, when.end), extract.startInPast (at when.start), extract.recurrenceForCustomRange (at when.reoccur).',
  request: v.object(extractInputEntries),
  result: scheduledExtractSchema,
});

export const extractUpdateEndpoint = defineEndpoint({
  id: 'logQuery.update',
  effect: 'write',
  method: 'POST',
  path: '/api/log-query/update',
  summary:
    "Change a scheduled extract (the create fields plus queryId and lastExecution, which the service keeps as it is). Runs of the old schedule still queued or running are canceled. Errors: resource.notFound and the create call's.",
  request: v.object({
    ...extractInputEntries,
    queryId: queryIdSchema,
    lastExecution: v.optional(v.nullable(v.string())),
  }),
  result: scheduledExtractSchema,
});

export const extractDeleteEndpoint = defineEndpoint({
  id: 'logQuery.delete',
  effect: 'write',
  method: 'POST',
  path: '/api/log-query/delete',
  summary: 'Remove a scheduled extract and its runs. Errors: resource.notFound.',
  request: v.object({ orgId: orgIdSchema, queryId: queryIdSchema }),
  result: v.object({ queryId: v.string() }),
});

export const DOWNLOAD_STATUSES = ['available', 'expired', 'unavailable'] as const;

/** One run (spec 3 §3, "Extract run"): when it was due, when it started and ended, its status. */
export const extractRunSchema = v.object({
  executionId: v.string(),
  runDate: v.string(),
  start: v.nullable(v.string()),
  end: v.nullable(v.string()),
  status: v.picklist(RUN_STATUSES),
  /** Available for 72 hours after a successful run ended; unavailable otherwise. */
  downloadStatus: v.picklist(DOWNLOAD_STATUSES),
  downloadExpiresOn: v.nullable(v.string()),
});
export type ExtractRun = v.InferOutput<typeof extractRunSchema>;

export const extractHistoryEndpoint = defineListEndpoint({
  id: 'logQuery.listHistory',
  path: '/api/log-query/list-history',
  summary:
    "The runs of one scheduled extract in the last 30 days, newest first, computed from its schedule and the service's clock. Errors: resource.notFound.",
  item: extractRunSchema,
  sortFields: ['runDate'],
  defaultSort: { field: 'runDate', order: 'des' },
  tieBreak: ['executionId'],
  searchFields: [],
  filters: { orgId: orgIdSchema, queryId: queryIdSchema },
});

export const extractResultsEndpoint = defineEndpoint({
  id: 'logQuery.results',
  effect: 'read',
  method: 'POST',
  path: '/api/log-query/results',
  summary:
    "A link to a run's file (CSV of the DNS log rows of the query's window). Errors: resource.notFound, extract.runNotReady (the run has not succeeded), extract.downloadExpired (72 hours after it ended).",
  request: v.object({
    orgId: orgIdSchema,
    queryId: queryIdSchema,
    executionId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  }),
  result: preSignedUrlResult,
});
