import * as v from 'valibot';
import { orgIdSchema } from '../contract';

/*
 * The log query (spec 3 §3, "Preview query parameters"): what DNS Logs previews and what a
 * scheduled extract runs. One schema for both, so an extract scheduled from a preview runs the
 * very query that was previewed, and both read the DNS world through the same filter.
 */

/** Spec 3 §9: nothing is queryable before 11 March 2022 (UTC). */
export const EARLIEST_LOG_DATE = Date.UTC(2022, 2, 11);
/** Spec 3 §1: DNS log data is kept 15 days from the request date. */
export const LOG_RETENTION_DAYS = 15;
/** Spec 3 §9: a preview shows at most 100 rows. */
export const PREVIEW_ROW_LIMIT = 100;

/** Spec 3 §3, "Record types offered". 'Other' stands for every type not in the list. */
export const LOG_RECORD_TYPES = [
  'A',
  'AAAA',
  'CAA',
  'CERT',
  'CNAME',
  'DS',
  'HTTPS',
  'LOC',
  'MX',
  'NAPTR',
  'NS',
  'PTR',
  'SMIMEA',
  'SPF',
  'SRV',
  'SSHFP',
  'SVCB',
  'TLSA',
  'TXT',
  'URI',
  'Other',
] as const;

/** Spec 3 §3, "Actions offered": the label shown, and the value the service stores. */
export const LOG_ACTIONS = [
  { name: 'Allow', value: 'allowed' },
  { name: 'Block', value: 'blocked' },
  { name: 'Override', value: 'override' },
] as const;
export const LOG_ACTION_VALUES = ['allowed', 'blocked', 'override'] as const;

/**
 * Spec 3 §2 and §9: the three presets, counted back from the moment the query runs (so a
 * recurring extract always covers the hours before its run), or a fixed custom range.
 */
export const LOG_DURATION_TYPES = ['1', '12', '24', 'custom'] as const;
export type LogDurationType = (typeof LOG_DURATION_TYPES)[number];
export const LOG_DURATION_LABELS: Record<LogDurationType, string> = {
  '1': 'Past 1 Hour',
  '12': 'Past 12 Hours',
  '24': 'Past 24 Hours',
  custom: 'Custom',
};

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** One chosen filter value: its label and its id (orgId where the value belongs to one). */
export const logOptionSchema = v.object({
  name: text(256),
  value: text(256),
  orgId: v.optional(orgIdSchema),
});
export type LogOption = v.InferOutput<typeof logOptionSchema>;

const options = v.optional(v.pipe(v.array(logOptionSchema), v.maxLength(500)), []);

/** ISO 8601 instants; the service checks order, the earliest date and retention. */
const instant = v.pipe(v.string(), v.isoTimestamp('Date is not valid'));

export const logQueryParamsSchema = v.object({
  orgs: options,
  sourceSets: options,
  /** Authorized sources; only with chosen source sets, none of them the all-sets entry. */
  sources: options,
  policies: options,
  /** Values from LOG_ACTIONS. */
  actions: options,
  /** Values from LOG_RECORD_TYPES. */
  recordTypes: options,
  /** A domain name or part of one (domain characters only); empty for any name. */
  queryName: v.optional(text(253), ''),
  rDataIpAddress: v.optional(text(45), ''),
  duration: v.object({ startDate: instant, endDate: instant }),
  durationType: v.picklist(LOG_DURATION_TYPES),
});
export type LogQueryParams = v.InferOutput<typeof logQueryParamsSchema>;

/** A query with no filter over [startMs, endMs] (last 24 hours by its type); `over` replaces members. */
export const unfilteredLogQuery = (
  startMs: number,
  endMs: number,
  over: Partial<LogQueryParams> = {},
): LogQueryParams => ({
  orgs: [],
  sourceSets: [],
  sources: [],
  policies: [],
  actions: [],
  recordTypes: [],
  queryName: '',
  rDataIpAddress: '',
  duration: { startDate: new Date(startMs).toISOString(), endDate: new Date(endMs).toISOString() },
  durationType: '24',
  ...over,
});
