import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';

/*
 * Threat data calls (spec 2 §7): two threat analysis datasets (top unranked and top unpopular
 * trending names) and three threat intel datasets (matched by domain, on host, on resolved IP),
 * each for one organization, or every organization when orgId is the Global organization's id;
 * and the indicator intel lookup (/api/intel/get, /api/intel-msp/get), which Policy Coverage
 * shows as its summary. All are reads, answered from the DNS world.
 */

/** Days of the date picker (spec 2 §9) and of each reply. */
export const THREAT_DAYS = 7;
const dateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'));

export const threatQuerySchema = v.object({
  orgId: orgIdSchema,
  /** The selected UTC day; absent, or not one of `dates`, answers the latest available day. */
  date: v.optional(dateSchema),
  /** Include reverse (PTR) names; the screens' 'Show PTR Records', on by default. */
  ptr: v.optional(v.boolean(), true),
});
export type ThreatQuery = v.InferInput<typeof threatQuerySchema>;

const ptrIndicatorSchema = v.picklist(['PTR', 'NonPTR']);

/** Spec 2 §3, threat analysis record: 10-day moving averages per decision, trend in percent. */
export const threatAnalysisRecordSchema = v.object({
  date_checked: v.string(),
  domain_name: v.string(),
  allowed_sma_10: v.number(),
  blocked_sma_10: v.number(),
  overridden_sma_10: v.number(),
  trend: v.number(),
  ptr_indicator: ptrIndicatorSchema,
});
export type ThreatAnalysisRecord = v.InferOutput<typeof threatAnalysisRecordSchema>;

/** Spec 2 §3's severity and confidence labels; the screens show med as Medium and very low as Very Low. */
export const INTEL_LEVELS = ['severe', 'high', 'med', 'low', 'very low'] as const;

export const threatIntelRecordSchema = v.object({
  log_date: v.string(),
  name: v.string(),
  resolver_decision: v.picklist(['Allow', 'Block', 'Override']),
  count: v.number(),
  confidence: v.picklist(INTEL_LEVELS),
  source: v.string(),
  severity: v.picklist(INTEL_LEVELS),
  label: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  ptr_indicator: ptrIndicatorSchema,
});
export type ThreatIntelRecord = v.InferOutput<typeof threatIntelRecordSchema>;

const reply = <T extends v.GenericSchema>(record: T) =>
  v.object({
    /** The days the picker offers, oldest first: 7 days ending at the latest available (yesterday, UTC). */
    dates: v.array(v.string()),
    /** The day answered: the one asked for when it is one of `dates`, else the latest. */
    date: v.string(),
    /** The 7 days ending at `date`, each day's top 10 (by trend, or by total count for intel). */
    items: v.array(record),
  });

const ERRORS = 'Errors: request.invalid (date), auth.forbidden, resource.notFound (orgId).';
const dataCall = <T extends v.GenericSchema>(id: string, name: string, summary: string, record: T) =>
  defineEndpoint({
    id: `threats.${id}`,
    effect: 'read',
    method: 'POST',
    path: `/api/data/${name}`,
    summary: `${summary} ${ERRORS}`,
    request: threatQuerySchema,
    result: reply(record),
  });

export const topTrendingUnrankedEndpoint = dataCall(
  'topTrendingUnranked',
  'toptrending-unranked',
  'Top trending names outside the popularity ranking (flagged and reverse names), by trend.',
  threatAnalysisRecordSchema,
);
export const topTrendingUnpopularEndpoint = dataCall(
  'topTrendingUnpopular',
  'toptrending-unpopular',
  'Top trending low-popularity names (ranked beyond the top 500), by trend.',
  threatAnalysisRecordSchema,
);
export const threatsMatchedByDomainEndpoint = dataCall(
  'matchedByDomain',
  'threats-matched-by-domain',
  'Queried names the intel feed lists by registrable domain, by count.',
  threatIntelRecordSchema,
);
export const threatsMatchedOnHostEndpoint = dataCall(
  'matchedOnHost',
  'threats-matched-on-host',
  'Queried names the intel feed lists by host name, by count.',
  threatIntelRecordSchema,
);
export const threatsMatchOnResolvedIpEndpoint = dataCall(
  'matchOnResolvedIp',
  'threats-match-on-resolved-ip',
  'Queried names whose resolved address the intel feed lists, by count.',
  threatIntelRecordSchema,
);

/** Spec 2 §3, indicator intel: what the feed knows of a domain name or IP address. */
export const indicatorIntelSchema = v.object({
  securityRisks: v.array(v.string()),
  securityThreats: v.array(v.string()),
  /** The newest query for the name in the organization's traffic of the past 7 days (ISO 8601), or null. */
  lastSeen: v.nullable(v.string()),
  /** When the feed first listed the indicator (ISO date; Policy Coverage's 'Created'), or null when it does not know it. */
  created: v.nullable(v.string()),
  contentCategories: v.array(v.string()),
  contentSubcategories: v.array(v.string()),
});
export type IndicatorIntel = v.InferOutput<typeof indicatorIntelSchema>;

export const INDICATOR_MAX = 253;
const searchString = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter a domain name or IP address'),
  v.maxLength(INDICATOR_MAX),
);

/** The caller's own organization (Global: every organization) is where lastSeen is looked for. */
export const intelGetEndpoint = defineEndpoint({
  id: 'intel.get',
  effect: 'read',
  method: 'POST',
  path: '/api/intel/get',
  summary:
    'Indicator intel for a domain name or IP address, in the caller’s organization. Errors: request.invalid (searchString).',
  request: v.object({ searchString }),
  result: indicatorIntelSchema,
});

/** Managed-service accounts name the organization. */
export const intelMspGetEndpoint = defineEndpoint({
  id: 'intel.getMsp',
  effect: 'read',
  method: 'POST',
  path: '/api/intel-msp/get',
  summary:
    'Indicator intel for a domain name or IP address, in the organization named. Errors: request.invalid (searchString), auth.forbidden, resource.notFound (orgId).',
  request: v.object({ searchString, orgId: orgIdSchema }),
  result: indicatorIntelSchema,
});
