import * as v from 'valibot';
import { conventionalName, descriptionSchema } from '../../lib/validators';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';

/**
 * An alert set (spec 1 §3, §4, §5, §9): what an organization wants to hear about, how often, and who
 * hears it (its distribution lists). A DNS Events set holds a policy alert, a source alert and (outside
 * Global) a provider-policy alert; a System Events set holds the system flags. In every selection an
 * empty list means all (spec 1 §4: the select-all entry saves an empty list).
 */
export const ALERT_TYPES = ['DNS Events', 'System Events'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const CADENCES = ['Hourly', 'Daily', 'Weekly'] as const;
export type Cadence = (typeof CADENCES)[number];
export const ALERT_ACTIONS = ['Allow', 'Block', 'Override'] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];

/** Spec 1 §5 and §9: the threshold defaults. */
export const THRESHOLD_DEFAULTS = { changePercent: 100, minimumCount: 0 } as const;

const count = (label: string) =>
  v.pipe(
    v.number(`${label} is required`),
    v.integer(`${label} must be a whole number`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(1_000_000, `${label} must be at most 1,000,000`),
  );

/** Fires when the period's count changed by at least changePercent on the period before, and reached minimumCount. */
export const thresholdSchema = v.object({
  type: v.literal('threshold'),
  changePercent: count('Change percent'),
  period: v.picklist(CADENCES, 'Period is Hourly, Daily or Weekly'),
  minimumCount: count('Minimum match count'),
});
/** Fires on any matching event in the cadence's period. */
export const matchTriggerSchema = v.object({ type: v.literal('match') });
export const triggerSchema = v.variant('type', [matchTriggerSchema, thresholdSchema]);
export type Trigger = v.InferOutput<typeof triggerSchema>;
export type ThresholdTrigger = v.InferOutput<typeof thresholdSchema>;

const idList = v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.maxLength(500));

/** Per organization: the chosen policies (empty: all of them). */
export const orgPoliciesSchema = v.object({ orgId: orgIdSchema, policyIds: idList });
/** Per organization: the chosen source sets (empty: all of them). */
export const orgSourceSetsSchema = v.object({ orgId: orgIdSchema, sourceSetIds: idList });
/** Per organization: the chosen authorized sources (empty: all of them), each with its set. */
export const orgSourcesSchema = v.object({
  orgId: orgIdSchema,
  ipAddresses: v.pipe(
    v.array(v.object({ sourceSetId: v.pipe(v.string(), v.maxLength(64)), ip: v.pipe(v.string(), v.maxLength(64)) })),
    v.maxLength(500),
  ),
});

const actionsSchema = v.pipe(v.array(v.picklist(ALERT_ACTIONS)), v.maxLength(ALERT_ACTIONS.length));

export const policyAlertSchema = v.object({
  enabled: v.boolean(),
  actions: actionsSchema,
  policies: v.pipe(v.array(orgPoliciesSchema), v.maxLength(200)),
  sources: v.pipe(v.array(orgSourcesSchema), v.maxLength(200)),
  sourceSets: v.pipe(v.array(orgSourceSetsSchema), v.maxLength(200)),
  trigger: triggerSchema,
});
export type PolicyAlert = v.InferOutput<typeof policyAlertSchema>;

export const sourceAlertSchema = v.object({
  enabled: v.boolean(),
  actions: actionsSchema,
  sources: v.pipe(v.array(orgSourcesSchema), v.maxLength(200)),
  sourceSets: v.pipe(v.array(orgSourceSetsSchema), v.maxLength(200)),
  trigger: thresholdSchema,
});
export type SourceAlert = v.InferOutput<typeof sourceAlertSchema>;

/** The spec's `{product}Policy`: the provider's (Global) policies deciding this organization's traffic. */
export const providerPolicyAlertSchema = v.object({
  enabled: v.boolean(),
  sources: v.pipe(v.array(orgSourcesSchema), v.maxLength(200)),
  sourceSets: v.pipe(v.array(orgSourceSetsSchema), v.maxLength(200)),
});
export type ProviderPolicyAlert = v.InferOutput<typeof providerPolicyAlertSchema>;

export const SYSTEM_FLAGS = [
  'onboarding',
  'accessControl',
  'downage',
  'globalPolicies',
  'orgPolicies',
  'sources',
] as const;
export type SystemFlag = (typeof SYSTEM_FLAGS)[number];
export const systemAlertSchema = v.object({
  onboarding: v.boolean(),
  accessControl: v.boolean(),
  downage: v.boolean(),
  globalPolicies: v.boolean(),
  orgPolicies: v.boolean(),
  sources: v.boolean(),
});
export type SystemAlert = v.InferOutput<typeof systemAlertSchema>;

/** Spec 1 §4: what an alert turned off saves. */
export const DISABLED_POLICY_ALERT: PolicyAlert = {
  enabled: false,
  actions: [],
  policies: [],
  sources: [],
  sourceSets: [],
  trigger: { type: 'threshold', changePercent: 100, period: 'Daily', minimumCount: 0 },
};
export const DISABLED_SOURCE_ALERT: SourceAlert = {
  enabled: false,
  actions: [],
  sources: [],
  sourceSets: [],
  trigger: { type: 'threshold', changePercent: 100, period: 'Daily', minimumCount: 0 },
};
export const DISABLED_PROVIDER_POLICY_ALERT: ProviderPolicyAlert = { enabled: false, sources: [], sourceSets: [] };
export const NO_SYSTEM_ALERTS: SystemAlert = {
  onboarding: false,
  accessControl: false,
  downage: false,
  globalPolicies: false,
  orgPolicies: false,
  sources: false,
};

export const alertSetSchema = v.object({
  orgId: v.string(),
  id: v.string(),
  alertType: v.picklist(ALERT_TYPES),
  name: v.string(),
  description: v.string(),
  /** Distribution list ids; empty: every list of the organization. */
  distribution: v.array(v.string()),
  cadence: v.picklist(CADENCES),
  /** Only for the Global organization's DNS Events sets: the organizations watched (empty: all). */
  organizationsForGlobal: v.array(v.string()),
  policy: policyAlertSchema,
  source: sourceAlertSchema,
  providerPolicy: providerPolicyAlertSchema,
  system: systemAlertSchema,
  /** When the service last evaluated the set, and last sent an alert from it (beyond the spec; null: never). */
  lastEvaluatedAt: v.nullable(v.string()),
  lastAlertAt: v.nullable(v.string()),
});
export type AlertSet = v.InferOutput<typeof alertSetSchema>;

/** A row of the Alert Sets table (spec 1 §7: name, description, alertType, organizationsForGlobal). */
export const alertSetItemSchema = v.object({
  orgId: v.string(),
  id: v.string(),
  name: v.string(),
  description: v.string(),
  alertType: v.picklist(ALERT_TYPES),
  organizationsForGlobal: v.array(v.string()),
  cadence: v.picklist(CADENCES),
  lastAlertAt: v.nullable(v.string()),
});
export type AlertSetItem = v.InferOutput<typeof alertSetItemSchema>;

/** What create and update take (spec 1 §5). The service checks the rules that join fields (see the summaries). */
export const alertSetInputSchema = v.object({
  alertType: v.picklist(ALERT_TYPES),
  name: conventionalName('Name'),
  description: v.optional(descriptionSchema, ''),
  distribution: idList,
  cadence: v.optional(v.picklist(CADENCES, 'Cadence is Hourly, Daily or Weekly'), 'Hourly'),
  organizationsForGlobal: v.optional(idList, []),
  policy: v.optional(policyAlertSchema, DISABLED_POLICY_ALERT),
  source: v.optional(sourceAlertSchema, DISABLED_SOURCE_ALERT),
  providerPolicy: v.optional(providerPolicyAlertSchema, DISABLED_PROVIDER_POLICY_ALERT),
  system: v.optional(systemAlertSchema, NO_SYSTEM_ALERTS),
});
export type AlertSetInput = v.InferInput<typeof alertSetInputSchema>;

const alertSetIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const alertSetListEndpoint = defineListEndpoint({
  id: 'alertSet.list',
  path: '/api/alert-sets/list',
  summary: 'Alert Sets of an organization, paged, sorted and searched (name or description) on the server.',
  item: alertSetItemSchema,
  sortFields: ['name', 'description', 'alertType'],
  defaultSort: { field: 'name', order: 'asc' },
  tieBreak: ['id'],
  searchFields: ['name', 'description'],
  filters: { orgId: orgIdSchema },
});
export const alertSetSortFields = alertSetListEndpoint.list.sortFields;

export const alertSetGetEndpoint = defineEndpoint({
  id: 'alertSet.get',
  effect: 'read',
  method: 'POST',
  path: '/api/alert-sets/get',
  summary: 'One alert set, by orgId and id. Errors: resource.notFound.',
  request: v.object({ orgId: orgIdSchema, id: alertSetIdSchema }),
  result: alertSetSchema,
});

/*
 * An enabled alert's empty source set or source selection is not refused here: on the wire an empty
 * list means all (spec 1 §4), so 'must not be empty' (spec 1 §5) is the form's rule about its fields.
 * An alert sent disabled is stored as the DISABLED_* defaults, whatever came with it.
 */
const RULES =
  'Errors: alertSet.nameTaken (at name), alertSet.actionsRequired (at policy.actions or source.actions), alertSet.triggerNotAllowed (threshold in the Global organization, at policy.trigger), alertSet.unknownReference (a distribution list, policy, source set, source or organization that is not there or not the organization’s (the provider’s global policies excepted), at distribution, organizationsForGlobal or the alert’s list, e.g. policy.sourceSets), alertSet.typeMismatch (a System Events set with DNS alerts, a DNS Events set with system flags, a provider-policy alert in the Global organization, or a changed alertType), alertSet.organizationsForGlobal (only the Global organization’s DNS Events sets). Every error found is sent, each at its field.';

export const alertSetCreateEndpoint = defineEndpoint({
  id: 'alertSet.create',
  effect: 'write',
  method: 'POST',
  path: '/api/alert-sets/create',
  summary: `Add an alert set (no id). ${RULES}`,
  request: v.object({ orgId: orgIdSchema, ...alertSetInputSchema.entries }),
  result: alertSetSchema,
});

export const alertSetUpdateEndpoint = defineEndpoint({
  id: 'alertSet.update',
  effect: 'write',
  method: 'POST',
  path: '/api/alert-sets/update',
  summary: `Change an alert set (with id; its type cannot change). Errors: resource.notFound; ${RULES.slice('Errors: '.length)}`,
  request: v.object({ orgId: orgIdSchema, id: alertSetIdSchema, ...alertSetInputSchema.entries }),
  result: alertSetSchema,
});

export const alertSetDeleteEndpoint = defineEndpoint({
  id: 'alertSet.delete',
  effect: 'write',
  method: 'POST',
  path: '/api/alert-sets/delete',
  summary: 'Remove an alert set. Errors: resource.notFound.',
  request: v.object({ orgId: orgIdSchema, id: alertSetIdSchema }),
  result: alertSetSchema,
});
