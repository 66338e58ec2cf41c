import * as v from 'valibot';
import { defineEndpoint, emailSchema, orgIdSchema, pagedResult } from '../contract';
import { idRef, policyRef, policySaveEndpoint } from './contract';
import { policyManagerSchema, policySchema, statusHistoryItemSchema } from './schemas';

// The policy's two-person lifecycle on the wire (spec 2 §4.1, §6, §7): submit, decide, enable and disable, delete, its status history and who may approve, and the managed-service doors.

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
  request: v.object(idRef),
  result: policySchema,
});

export const policyDenialEndpoint = defineEndpoint({
  id: 'pendingPolicy.denial',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/pending-policy/denial',
  summary: `Deny a version pending approval: it goes back to its prior status (NEW or UPDATED). ${DECISION_ERRORS}`,
  request: v.object(idRef),
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
