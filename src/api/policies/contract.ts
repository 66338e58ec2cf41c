import * as v from 'valibot';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';
import {
  PENDING_STATUSES,
  POLICY_STATUSES,
  STATUS_FILTERS,
  policyActionSchema,
  policySchema,
  policyStatusSchema,
  predicateSchema,
} from './schemas';

export * from './schemas';

/*
 * Policies and their two-person lifecycle (spec 2 §4.1, §6, §7). Impact analysis and sinkholes are
 * in impact-contract.ts, the dispute in dispute-contract.ts. Every write answers the policy as it
 * now is, so the console never guesses the next status. Paths are the service's (spec 2 §7);
 * the managed-service variants (their paths are not shown) are under /policy/api/msp/.
 */

const idSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A policy named by its id, as most calls take it; policyRef names it by policyId. */
export const idRef = { orgId: orgIdSchema, id: idSchema };
export const policyRef = { orgId: orgIdSchema, policyId: idSchema };

export const POLICY_NAME_MAX = 64;

/**
 * Spec 2 §2.1. The list shows the caller's organization's policies and every global one; a
 * non-global organization sees the provider's proprietary policies redacted. Records carry
 * actionType and policyType flat so the list sorts by them.
 */
export const policyListEndpoint = defineListEndpoint({
  id: 'policy.list',
  path: '/policy/api/policy/list',
  summary:
    "An organization's policies with the global ones, paged, sorted and searched (name) on the server; statusFilterType PENDING (versions not yet approved) or ACTIVE (enforcing, disabled, pending enable or disable).",
  item: policySchema,
  sortFields: ['name', 'status', 'actionType', 'lastModified', 'precedence', 'policyType'],
  defaultSort: { field: 'lastModified', order: 'des' },
  tieBreak: ['name', 'id'],
  searchFields: ['name'],
  filters: { orgId: orgIdSchema, statusFilterType: v.optional(v.picklist(STATUS_FILTERS), 'PENDING') },
});
export const policySortFields = policyListEndpoint.list.sortFields;

/** The pending versions alone: the list with statusFilterType PENDING. */
export const pendingPolicyListEndpoint = defineListEndpoint({
  id: 'pendingPolicy.list',
  path: '/policy/api/pending-policy/list',
  summary: `Versions not yet approved (${PENDING_STATUSES.join(', ')}), paged, sorted and searched like policy.list.`,
  item: policySchema,
  sortFields: policyListEndpoint.list.sortFields,
  defaultSort: policyListEndpoint.list.defaultSort,
  tieBreak: policyListEndpoint.list.tieBreak,
  searchFields: policyListEndpoint.list.searchFields,
  filters: { orgId: orgIdSchema },
});

const policyNameItem = v.object({ id: v.string(), name: v.string(), status: policyStatusSchema, global: v.boolean() });

export const policyListAllEndpoint = defineEndpoint({
  id: 'policy.listAll',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/list-all',
  summary: 'Every policy the organization can see, unpaged, by name (redacted ones named Redacted).',
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ items: v.array(policyNameItem) }),
});

/** The dispute form's choices (spec 2 §7, "List policies for dispute"). */
export const policyListGlobalEndpoint = defineEndpoint({
  id: 'policy.listGlobal',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/list-global',
  summary: 'The global policies in force (enforcing or pending disable), by name: id and name.',
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ items: v.array(v.object({ id: v.string(), name: v.string() })) }),
});

export const POLICY_LEVELS = ['organization', 'globalCommercial', 'globalProvider'] as const;

export const policyListLevelEndpoint = defineEndpoint({
  id: 'policy.listLevel',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/list-level',
  summary:
    "The policies of one precedence level (the organization's own, Global - Commercial, or the provider's), by precedence then name.",
  request: v.object({ orgId: orgIdSchema, level: v.picklist(POLICY_LEVELS) }),
  result: v.object({ items: v.array(policyNameItem) }),
});

/** Not named by the specification (the console passed the policy in router state): a reload or a link needs it. */
export const policyGetEndpoint = defineEndpoint({
  id: 'policy.get',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/get',
  summary:
    'One policy as the list shows it (redacted when it is another organization’s). Errors: resource.notFound (id).',
  request: v.object(idRef),
  result: policySchema,
});

export const policySaveRequest = v.object({
  /** Absent for a new policy. */
  id: v.optional(idSchema),
  orgId: orgIdSchema,
  name: v.pipe(v.string(), v.maxLength(1024)),
  description: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  action: policyActionSchema,
  expression: v.pipe(v.array(predicateSchema), v.maxLength(50)),
  /** Empty: all of the organization's source sets ('All Source Sets'). */
  sourceSetList: v.optional(v.pipe(v.array(idSchema), v.maxLength(500)), []),
  /** Global organization only: the provider's own scope. */
  proprietary: v.optional(v.boolean(), false),
  /** The status the console last saw: a stale one is refused (policy.stale), so two tabs cannot overwrite each other. */
  status: v.optional(v.picklist(POLICY_STATUSES)),
  priorStatus: v.optional(v.nullable(v.picklist(POLICY_STATUSES))),
  blockPageEnabled: v.optional(v.boolean(), false),
  disableDnssec: v.optional(v.boolean(), false),
});
export type PolicySaveInput = v.InferInput<typeof policySaveRequest>;

const SAVE_ERRORS =
  'Errors: policy.nameTaken, policy.nameFormat (name); policy.descriptionFormat (description); policy.actionInvalid (action); policy.expressionRequired, policy.expressionInvalid, policy.ruleRejected (expression, detail names the predicate); policy.sourceSetRequired, resource.notFound (sourceSetList); policy.readOnly, policy.notEditable, policy.stale (status); policy.globalNeedsGlobal (orgId).';

export const policySaveEndpoint = defineEndpoint({
  id: 'pendingPolicy.save',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/pending-policy/save',
  summary: `Create (status NEW) or change (UPDATED) a policy version; saving one pending approval takes it back to NEW or UPDATED. ${SAVE_ERRORS}`,
  request: policySaveRequest,
  result: v.object({
    id: v.string(),
    status: policyStatusSchema,
    /** True when only fields that need no approval changed (description, source set names): nothing awaits approval. */
    onlyUpdatedFieldsNotRequiringApproval: v.boolean(),
    policy: policySchema,
  }),
});

export const policyDownloadEndpoint = defineEndpoint({
  id: 'policy.download',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/download',
  summary:
    "A pre-signed link to a CSV of the organization's policies (name, status, action, priority, type, expressions).",
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ preSignedUrl: v.string() }),
});
