import * as v from 'valibot';

/*
 * Policy records as the service sends them (spec 2 §3). Expression values are checked per selector
 * by the expression rules (expression-rules.ts), in the form and again by the mock; these schemas
 * only bound their shape.
 */

/** Spec 2 §4.1, in the order of the lifecycle. */
export const POLICY_STATUSES = [
  'NEW',
  'PROFILING',
  'UPDATED',
  'PENDING_REVIEW',
  'PENDING_APPROVAL',
  'PENDING_ENABLE',
  'PENDING_DISABLE',
  'ENFORCING',
  'DISABLED',
] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const policyStatusSchema = v.picklist(POLICY_STATUSES);

/** The list's filter toggle (spec 2 §2.1): versions not yet approved, or those in force or disabled. */
export const STATUS_FILTERS = ['PENDING', 'ACTIVE'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const PENDING_STATUSES: readonly PolicyStatus[] = [
  'NEW',
  'PROFILING',
  'UPDATED',
  'PENDING_REVIEW',
  'PENDING_APPROVAL',
];

export const ACTION_TYPES = ['ALLOW', 'BLOCK', 'LOGONLY', 'OVERRIDE'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Spec 2 §5 selectors, named as the DNS world names them (mock-service/world/inputs.ts). */
export const SELECTORS = [
  'authoritativeNameServerIp',
  'recordType',
  'domain',
  'host',
  'resolvedIp',
  'contentCategory',
  'securityRiskCategory',
  'securityThreatCategory',
  'cnameResponse',
  'mxResponse',
  'ptrResponse',
  'txtResponse',
] as const;
export type PolicySelector = (typeof SELECTORS)[number];

export const OPERATORS = ['is', 'isNot', 'in', 'notIn', 'matchesRegex', 'notMatchesRegex'] as const;
export type PolicyOperator = (typeof OPERATORS)[number];

/** At most 500 values in one predicate (spec 2 §9: a hosts file of up to 500). */
export const MAX_PREDICATE_VALUES = 500;

export const predicateSchema = v.object({
  selector: v.picklist(SELECTORS),
  operator: v.picklist(OPERATORS),
  /** Names, addresses, strings or record types as text; category ids as numbers; one pattern for a regex. */
  values: v.pipe(
    v.array(v.union([v.pipe(v.string(), v.maxLength(1024)), v.pipe(v.number(), v.integer())])),
    v.maxLength(MAX_PREDICATE_VALUES),
  ),
});
export type PolicyPredicate = v.InferOutput<typeof predicateSchema>;

export const policyActionSchema = v.object({
  type: v.picklist(ACTION_TYPES),
  /** Override only: one domain name, one IP or several IPs (spec 2 §5). */
  destination: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(253))), v.maxLength(50))),
  /** Override only: the destination is a sinkhole the service allocated (global tenant). */
  isSinkholeOverride: v.optional(v.boolean()),
});
export type PolicyAction = v.InferOutput<typeof policyActionSchema>;

export const IMPACT_INTERVALS = ['72 Hours', '1 Week', '1 Month'] as const;
export type ImpactInterval = (typeof IMPACT_INTERVALS)[number];

export const IMPACT_STATUSES = ['NONE', 'QUEUED', 'RUNNING', 'SUCCESS'] as const;
export type ImpactStatus = (typeof IMPACT_STATUSES)[number];

/** One row of an impact analysis: a source set of the policy's organization, or an organization for a global policy. */
export const impactItemSchema = v.object({
  sourceset: v.optional(v.string()),
  organization: v.optional(v.string()),
  totalaffected: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalcount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const analysisDataSchema = v.object({
  items: v.array(impactItemSchema),
  dateAnalyzed: v.nullable(v.string()),
  profilingInterval: v.picklist(IMPACT_INTERVALS),
  queryExecutionStatus: v.picklist(IMPACT_STATUSES),
  queryExecutionId: v.nullable(v.string()),
  /** An expression the analysis cannot evaluate (answer selectors; docs/areas/policies.md, Impact analysis). */
  invalidExpression: v.boolean(),
});
export type AnalysisData = v.InferOutput<typeof analysisDataSchema>;

export const policySchema = v.object({
  id: v.string(),
  /** The id of the policy this version belongs to: equal to id (kept for the service's shape). */
  policyId: v.string(),
  orgId: v.string(),
  name: v.string(),
  description: v.string(),
  action: policyActionSchema,
  expression: v.array(predicateSchema),
  /** Source set ids; empty means all of the organization's sets. */
  sourceSetList: v.array(v.string()),
  /** Their names, in the same order. */
  namedSourceSet: v.array(v.string()),
  /** Owned by the Global organization and applied to every organization. */
  global: v.boolean(),
  /** A global policy of the provider's own scope (it cannot be bypassed); false is Global - Commercial. */
  proprietary: v.boolean(),
  status: policyStatusSchema,
  priorStatus: v.nullable(policyStatusSchema),
  lastModified: v.string(),
  /** E-mail of who submitted the current version for approval, or null. */
  submittedBy: v.nullable(v.string()),
  /** Full name of who last changed it. */
  updatedBy: v.nullable(v.string()),
  disableDnssec: v.boolean(),
  blockPageEnabled: v.boolean(),
  /** 0 to 8, lowest first; set by the service from scope and action (spec 2 §9 maps it to a priority). */
  precedence: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8)),
  /** A built-in policy: it cannot be edited, deleted, enabled or disabled. */
  readOnly: v.boolean(),
  /** Another organization's policy: name 'Redacted', no description, expressions or source sets. */
  redacted: v.boolean(),
  analysisData: v.nullable(analysisDataSchema),
});
export type Policy = v.InferOutput<typeof policySchema>;

/** The Policy Type column and the list's policyType sort key: the policy's scope (spec 2 §1), one wording for console and mock. */
export const policyTypeOf = (policy: { global: boolean; proprietary: boolean }): string =>
  !policy.global ? 'Organization' : policy.proprietary ? 'Global - Provider' : 'Global - Commercial';

/** Spec 2 §9: precedence 0-2 → 1, 3 → 2, 4 → 3, 5-6 → 4, 7-8 → 5. */
export const priorityOf = (precedence: number): number => [1, 1, 1, 2, 3, 4, 4, 5, 5][precedence] ?? 5;

export const statusHistoryItemSchema = v.object({
  status: policyStatusSchema,
  /** What was done: 'Saved', 'Submitted for approval', 'Approved', 'Denied', … */
  action: v.string(),
  dateTime: v.string(),
  updatedByFullName: v.string(),
});
export type StatusHistoryItem = v.InferOutput<typeof statusHistoryItemSchema>;

export const sinkholeSchema = v.object({
  ipAddress: v.string(),
  policy: v.string(),
  policyId: v.string(),
  policyType: v.string(),
  global: v.boolean(),
});
export type Sinkhole = v.InferOutput<typeof sinkholeSchema>;

export const policyManagerSchema = v.object({ firstName: v.string(), lastName: v.string(), email: v.string() });
export type PolicyManager = v.InferOutput<typeof policyManagerSchema>;
