import * as v from 'valibot';
import { defineEndpoint, defineListEndpoint, emailSchema, orgIdSchema, pagedResult } from '../contract';
import {
  PENDING_STATUSES,
  POLICY_STATUSES,
  STATUS_FILTERS,
  policyActionSchema,
  policyManagerSchema,
  policySchema,
  policyStatusSchema,
  predicateSchema,
  statusHistoryItemSchema,
} from './schemas';

export * from './schemas';

/*
 * Policies and their two-person lifecycle (spec 2 §4.1, §6, §7). Impact analysis and sinkholes are
 * in impact-contract.ts, the dispute in dispute-contract.ts. Every write answers the policy as it
 * now is, so the console never guesses the next status. Paths are the service's (spec 2 §7);
 * the managed-service variants (their paths are not shown) are under /policy/api/msp/.
 */

const idSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const ref = { orgId: orgIdSchema, id: idSchema };
const policyRef = { orgId: orgIdSchema, policyId: idSchema };

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
  request: v.object(ref),
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

export const policySubmitForApprovalEndpoint = defineEndpoint({
  id: 'pendingPolicy.submitForApproval',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/pending-policy/submit-for-approval',
  summary:
    'Ask the named policy managers to approve: PENDING_APPROVAL. Needs a finished impact analysis. Errors: policy.notSubmittable (status), policy.analysisRequired, policy.approverInvalid (approvers: not another policy manager of the organization), resource.notFound (policyId).',
  request: v.object({
    ...policyRef,
    approvers: v.pipe(v.array(emailSchema), v.minLength(1, 'Choose at least one approver'), v.maxLength(100)),
  }),
  result: policySchema,
});

const DECISION_ERRORS =
  'Errors: policy.notPending (status), policy.selfApproval (the submitter may not decide, unless the organization bypasses peer approval), policy.globalNeedsGlobal, resource.notFound (id).';

export const policyApprovalEndpoint = defineEndpoint({
  id: 'pendingPolicy.approval',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/pending-policy/approval',
  summary: `Approve a version pending approval: it is ENFORCING from now and decides traffic. ${DECISION_ERRORS}`,
  request: v.object(ref),
  result: policySchema,
});

export const policyDenialEndpoint = defineEndpoint({
  id: 'pendingPolicy.denial',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/pending-policy/denial',
  summary: `Deny a version pending approval: it goes back to its prior status (NEW or UPDATED). ${DECISION_ERRORS}`,
  request: v.object(ref),
  result: policySchema,
});

const TOGGLE_ERRORS =
  'Errors: policy.readOnly, policy.notDisabled / policy.notEnforcing (status), policy.sinkholeEnable (an override to a sinkhole is not re-enabled), policy.globalNeedsGlobal, resource.notFound (policyId).';

export const policySubmitForEnableEndpoint = defineEndpoint({
  id: 'policy.submitForEnable',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/policy/submit-for-enable',
  summary: `Enable Policy: DISABLED → PENDING_ENABLE, awaiting a second policy manager. ${TOGGLE_ERRORS}`,
  request: v.object(policyRef),
  result: policySchema,
});

export const policySubmitForDisableEndpoint = defineEndpoint({
  id: 'policy.submitForDisable',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/policy/submit-for-disable',
  summary: `Disable Policy: ENFORCING → PENDING_DISABLE, awaiting a second policy manager. ${TOGGLE_ERRORS}`,
  request: v.object(policyRef),
  result: policySchema,
});

export const policyEnableEndpoint = defineEndpoint({
  id: 'policy.enable',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/policy/enable',
  summary: `Approve a pending enable: ENFORCING from now. ${DECISION_ERRORS}`,
  request: v.object(policyRef),
  result: policySchema,
});

export const policyDisableEndpoint = defineEndpoint({
  id: 'policy.disable',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/policy/disable',
  summary: `Approve a pending disable: DISABLED from now, and it stops deciding traffic. ${DECISION_ERRORS}`,
  request: v.object(policyRef),
  result: policySchema,
});

/** Deny a pending enable (back to DISABLED, 'Policy set back to disabled') or a pending disable (back to ENFORCING). */
export const policyStatusUpdateEndpoint = defineEndpoint({
  id: 'pendingPolicy.statusUpdate',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/pending-policy/status/update',
  summary: `Cancel a pending enable or disable: status is the one it returns to (DISABLED or ENFORCING). ${DECISION_ERRORS}`,
  request: v.object({ ...policyRef, status: v.picklist(['DISABLED', 'ENFORCING']) }),
  result: policySchema,
});

export const policyDeleteEndpoint = defineEndpoint({
  id: 'policy.delete',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/policy/delete',
  summary:
    'Delete a policy not in force (any status but ENFORCING, PENDING_ENABLE and PENDING_DISABLE): pending and active say which versions go. Errors: policy.readOnly, policy.inForce (status), policy.globalNeedsGlobal, resource.notFound (policyId).',
  request: v.object({ ...policyRef, pending: v.boolean(), active: v.boolean() }),
  result: v.object({ id: v.string() }),
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

export const STATUS_HISTORY_PAGE_SIZE = 50;

export const statusHistoryEndpoint = defineEndpoint({
  id: 'policyStatusHistory.list',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy-status-history/list',
  summary: 'Status changes of one policy, newest first, 50 to a page. Errors: resource.notFound (policyId).',
  request: v.object({
    ...policyRef,
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), STATUS_HISTORY_PAGE_SIZE),
    pageToken: v.optional(v.nullable(v.string())),
  }),
  result: pagedResult(statusHistoryItemSchema),
});

export const POLICY_MANAGER_PAGE_SIZE = 100;

/** The approver candidates of Submit for Approval (spec 2 §4.1): more than one page is refused by the console. */
export const policyManagerListEndpoint = defineEndpoint({
  id: 'user.listPolicyManagers',
  effect: 'read',
  method: 'POST',
  path: '/user/api/user/list-by-roles',
  summary:
    "The organization's active users holding one of the roles (policy managers), except the caller; nextPageKey is set when more than pageSize match.",
  request: v.object({
    orgId: orgIdSchema,
    roles: v.pipe(v.array(v.picklist(['policyManager', 'globalPolicyManager'])), v.minLength(1)),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), POLICY_MANAGER_PAGE_SIZE),
    pageToken: v.optional(v.nullable(v.string())),
  }),
  result: v.object({ items: v.array(policyManagerSchema), nextPageKey: v.nullable(v.string()) }),
});

/* Managed-service variants (spec 2 §7): a managed-service organization's policy managers act through them. */
export const policySaveMspEndpoint = defineEndpoint({
  ...policySaveEndpoint,
  id: 'pendingPolicy.save.msp',
  path: '/policy/api/msp/pending-policy/save',
});
export const policyApprovalMspEndpoint = defineEndpoint({
  ...policyApprovalEndpoint,
  id: 'pendingPolicy.approval.msp',
  path: '/policy/api/msp/pending-policy/approval',
});
export const policyEnableMspEndpoint = defineEndpoint({
  ...policyEnableEndpoint,
  id: 'policy.enable.msp',
  path: '/policy/api/msp/policy/enable',
});
export const policyDisableMspEndpoint = defineEndpoint({
  ...policyDisableEndpoint,
  id: 'policy.disable.msp',
  path: '/policy/api/msp/policy/disable',
});
export const policyDeleteMspEndpoint = defineEndpoint({
  ...policyDeleteEndpoint,
  id: 'policy.delete.msp',
  path: '/policy/api/msp/policy/delete',
});
