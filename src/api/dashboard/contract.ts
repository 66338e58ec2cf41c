import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';

/*
 * The dashboard data family (spec 3 §7) and the policy history its line chart marks. Every call
 * is a read for one organization, or for every organization when orgId is the Global
 * organization's id (the organization dropdown's all-organizations entry).
 */

/** Spec 3 §3: 24 hours, 7 days or 30 days, each ending now. */
export const DASHBOARD_DURATIONS = [24, 7, 30] as const;
export type DashboardDuration = (typeof DASHBOARD_DURATIONS)[number];
export const DURATION_LABELS: Record<DashboardDuration, string> = {
  24: 'Past 24 Hours',
  7: 'Past 7 Days',
  30: 'Past 30 Days',
};

const durationSchema = v.picklist(DASHBOARD_DURATIONS, 'Duration must be 24, 7 or 30');

export const dashboardQuerySchema = v.object({
  orgId: orgIdSchema,
  /** Source set ids of that organization, deleted ones included; empty or absent for every set. */
  sourceSets: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.maxLength(200)), []),
  duration: durationSchema,
});
export type DashboardQuery = v.InferInput<typeof dashboardQuerySchema>;

/**
 * One point per hour (24 hours) or per UTC day (7 and 30 days), oldest first; datetime is the
 * start of the hour or day (ISO 8601, UTC); the last point runs up to now.
 */
export const timeSeriesPointSchema = v.object({ datetime: v.string(), count: v.number() });
export type TimeSeriesPoint = v.InferOutput<typeof timeSeriesPointSchema>;
const timeSeriesResult = v.object({
  items: v.array(timeSeriesPointSchema),
  /** The sum of the points: what a full extract of the same period and filter would hold. */
  total: v.number(),
});

export const ipVersionRowSchema = v.object({ ipVersion: v.picklist(['ipv4', 'ipv6']), count: v.number() });
/** The service's protocol names; the chart labels them (spec 3 §9: UDP is DNS:53 (UDP), …). */
export const DNS_PROTOCOLS = ['UDP', 'TCP', 'TLS', 'HTTPS'] as const;
export const protocolRowSchema = v.object({ protocol: v.picklist(DNS_PROTOCOLS), count: v.number() });
export const recordTypeRowSchema = v.object({ recordType: v.string(), count: v.number() });
export const securityCategoryRowSchema = v.object({ subcategory_name: v.string(), count: v.number() });
export type IpVersionRow = v.InferOutput<typeof ipVersionRowSchema>;
export type ProtocolRow = v.InferOutput<typeof protocolRowSchema>;
export type RecordTypeRow = v.InferOutput<typeof recordTypeRowSchema>;
export type SecurityCategoryRow = v.InferOutput<typeof securityCategoryRowSchema>;

/** Breakdown rows come largest first and leave out zero counts; charts group them (spec 3 §9). */
const rows = <T extends v.GenericSchema>(row: T) => v.object({ items: v.array(row) });

const ERRORS =
  'Errors: request.invalid (duration, sourceSets), sourceSet.notFound (sourceSets: a set not of that organization), auth.forbidden, resource.notFound (orgId).';

const dataCall = <T extends v.GenericSchema>(id: string, name: string, summary: string, result: T) =>
  defineEndpoint({
    id: `dashboard.${id}`,
    effect: 'read',
    method: 'POST',
    path: `/api/data/${name}`,
    summary: `${summary} ${ERRORS}`,
    request: dashboardQuerySchema,
    result,
  });

export const filteredQueryTotalEndpoint = dataCall(
  'queryTotal',
  'filtered-query-total',
  'Total DNS Requests over the period, hourly for 24 hours, daily otherwise.',
  timeSeriesResult,
);
export const blockedRequestsEndpoint = dataCall(
  'blockedRequests',
  'blocked-requests',
  'Blocked DNS Requests over the period, hourly for 24 hours, daily otherwise.',
  timeSeriesResult,
);
export const ipVersionBreakdownEndpoint = dataCall(
  'ipVersionBreakdown',
  'ip-version-breakdown',
  'All requests of the period by IP version.',
  rows(ipVersionRowSchema),
);
export const protocolBreakdownEndpoint = dataCall(
  'protocolBreakdown',
  'protocol-breakdown',
  'All requests of the period by DNS protocol.',
  rows(protocolRowSchema),
);
export const recordTypeBreakdownEndpoint = dataCall(
  'recordTypeBreakdown',
  'record-type-breakdown',
  'All requests of the period by record type (spec 3 §3 record types).',
  rows(recordTypeRowSchema),
);
export const blockedSecurityCategoriesEndpoint = dataCall(
  'blockedSecurityCategories',
  'blocked-requests-security-categories',
  "Blocked requests of the period by category (the Blocked Requests by Security Category chart): a name's security category, or its content category when it was blocked for its content alone.",
  rows(securityCategoryRowSchema),
);
export const filteredSecurityCategoriesEndpoint = dataCall(
  'filteredSecurityCategories',
  'filtered-security-categories',
  'Blocked requests of the period by security category only (names blocked for their content are left out).',
  rows(securityCategoryRowSchema),
);

export const sourceSetOptionSchema = v.object({
  id: v.string(),
  /** The id again: the multi-select's option value (spec 3 §3). */
  value: v.string(),
  orgId: v.string(),
  name: v.string(),
  deleted: v.boolean(),
  /** What the option shows: the name, followed by "(deleted)" for a deleted set. */
  label: v.string(),
});
export type SourceSetOption = v.InferOutput<typeof sourceSetOptionSchema>;

export const sourceSetOptionsEndpoint = defineEndpoint({
  id: 'dashboard.sourceSetOptions',
  effect: 'read',
  method: 'POST',
  path: '/api/data/source-set-options',
  summary:
    "The Source Set multi-select's options: every set of one organization, live ones by name, then deleted ones by name. Errors: auth.forbidden, resource.notFound (orgId).",
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ items: v.array(sourceSetOptionSchema) }),
});

export const policyChangeSchema = v.object({
  /** When it happened (ISO 8601, UTC). */
  datetime: v.string(),
  change: v.picklist(['enforced', 'withdrawn']),
  policyId: v.string(),
  policyName: v.string(),
  /** Null for a global (provider) policy, which applies to every organization. */
  orgId: v.nullable(v.string()),
  action: v.picklist(['allow', 'block', 'override', 'logOnly']),
});
export type PolicyChange = v.InferOutput<typeof policyChangeSchema>;

export const policyChangesEndpoint = defineEndpoint({
  id: 'dashboard.policyChanges',
  effect: 'read',
  method: 'GET',
  path: '/api/data/policy-changes',
  summary:
    "Policies that started or stopped being enforced for the organization (its own and global ones) within the period, oldest first: the line chart's markers. Errors: request.invalid (duration), auth.forbidden, resource.notFound (orgId).",
  request: v.object({
    orgId: orgIdSchema,
    duration: v.pipe(v.number(), v.picklist(DASHBOARD_DURATIONS, 'Duration must be 24, 7 or 30')),
  }),
  result: v.object({ items: v.array(policyChangeSchema) }),
});

/*
 * Extensions (not in the service's documents): the summary tiles and the two top-10 lists above
 * and beside the charts. Same query as the data family, same DNS world, so a tile's total is the
 * line chart's sum.
 */
const extensionCall = <T extends v.GenericSchema>(id: string, name: string, summary: string, result: T) =>
  defineEndpoint({
    id: `dashboard.${id}`,
    effect: 'read',
    method: 'POST',
    path: `/api/data/${name}`,
    summary: `Console extension. ${summary} ${ERRORS}`,
    request: dashboardQuerySchema,
    result,
    extension: true,
  });

const periodTotalsSchema = v.object({
  total: v.number(),
  blocked: v.number(),
  /** blocked / total x 100, one decimal; 0 when total is 0. */
  blockedPercent: v.number(),
});
export type PeriodTotals = v.InferOutput<typeof periodTotalsSchema>;

export const summaryEndpoint = extensionCall(
  'summary',
  'summary',
  'Totals of the period (what the line chart sums to) and of the period of the same length just before it, for the change shown on each tile.',
  v.object({ current: periodTotalsSchema, previous: periodTotalsSchema }),
);

export const TOP_LIST_SIZE = 10;

export const topBlockedDomainRowSchema = v.object({ domain: v.string(), count: v.number() });
export type TopBlockedDomainRow = v.InferOutput<typeof topBlockedDomainRowSchema>;
export const topBlockedDomainsEndpoint = extensionCall(
  'topBlockedDomains',
  'top-blocked-domains',
  'The 10 most blocked names of the period, most first (ties by name).',
  v.object({ items: v.array(topBlockedDomainRowSchema) }),
);

export const topBlockedSourceRowSchema = v.object({
  sourceId: v.string(),
  /** The source's name (a network's or a device's), as DNS Logs shows it. */
  sourceName: v.string(),
  sourceSetId: v.string(),
  sourceSetName: v.string(),
  orgId: v.string(),
  count: v.number(),
});
export type TopBlockedSourceRow = v.InferOutput<typeof topBlockedSourceRowSchema>;
export const topBlockedSourcesEndpoint = extensionCall(
  'topBlockedSources',
  'top-blocked-sources',
  'The 10 sources with the most blocked requests in the period, most first (ties by name).',
  v.object({ items: v.array(topBlockedSourceRowSchema) }),
);
