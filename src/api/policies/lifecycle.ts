import type { Organization } from '../organizations/contract';
import { type Principal, isGlobalUser } from '../roles';
import { policyPermissions } from './permissions';
import type { Policy, PolicyStatus } from './schemas';

/*
 * The policy lifecycle of spec 2 §4.1 and §6 as pure rules. The mock enforces them (a refused
 * transition changes nothing) and the console offers only what they allow, so the two never
 * disagree about which button a person sees.
 */

type PolicyState = Pick<Policy, 'status' | 'readOnly' | 'global' | 'submittedBy' | 'action' | 'redacted'>;

/** Where impact analysis may run; once it succeeded, Submit for Approval is possible. */
export const ANALYSABLE: readonly PolicyStatus[] = ['NEW', 'PROFILING', 'UPDATED', 'PENDING_REVIEW'];
/** In force (or about to change whether it is): never deleted. */
export const IN_FORCE: readonly PolicyStatus[] = ['ENFORCING', 'PENDING_ENABLE', 'PENDING_DISABLE'];
/** Save is allowed in these statuses even when the form is unchanged (spec 2 §4.1). */
export const SAVE_WITHOUT_CHANGE: readonly PolicyStatus[] = [
  'ENFORCING',
  'PENDING_ENABLE',
  'DISABLED',
  'PENDING_DISABLE',
];

/** The organization acted on, as the rules need it. */
export type PolicyOrg = Pick<Organization, 'orgType' | 'accountId' | 'bypassPolicyPeerApproval'>;

/** The managed-service (account-linked) organization: the "restricted organization type" of spec 2 §6. */
export const isRestrictedOrg = (org: PolicyOrg): boolean => org.accountId !== null && org.orgType !== 'Global';

/** A global policy is changed only with the Global organization selected, by a policy manager there. */
export const mayChange = (policy: PolicyState, principal: Principal, selectedOrg: PolicyOrg): boolean =>
  policyPermissions.manage(principal) &&
  !policy.readOnly &&
  !policy.redacted &&
  (!policy.global || (isGlobalUser(principal) && selectedOrg.orgType === 'Global'));

export const maySave = (policy: PolicyState, formChanged: boolean): boolean =>
  formChanged || SAVE_WITHOUT_CHANGE.includes(policy.status);

export const mayAnalyse = (policy: PolicyState): boolean => ANALYSABLE.includes(policy.status);

/** Submit for Approval: an analysable status whose analysis is not still running (it also needs a finished analysis). */
export const maySubmit = (policy: PolicyState): boolean => mayAnalyse(policy) && policy.status !== 'PROFILING';

export const mayDelete = (policy: PolicyState): boolean => !policy.readOnly && !IN_FORCE.includes(policy.status);

/** Enable Policy: not offered for an override to a sinkhole (its address went back to the pool). */
export const mayEnable = (policy: PolicyState): boolean =>
  !policy.readOnly &&
  policy.status === 'DISABLED' &&
  !(policy.action.type === 'OVERRIDE' && policy.action.isSinkholeOverride);

export const mayDisable = (policy: PolicyState): boolean => !policy.readOnly && policy.status === 'ENFORCING';

/** Statuses that wait for a second person's decision. */
export const AWAITING_DECISION: readonly PolicyStatus[] = ['PENDING_APPROVAL', 'PENDING_ENABLE', 'PENDING_DISABLE'];

/**
 * Approve and deny (spec 2 §6): a policy manager who is not the submitter; in a managed-service
 * organization that bypasses peer approval, the submitter may decide too.
 */
export const mayDecide = (policy: PolicyState, principal: Principal, callerEmail: string, org: PolicyOrg): boolean => {
  if (!AWAITING_DECISION.includes(policy.status) || !policyPermissions.manage(principal)) return false;
  const isSubmitter = policy.submittedBy !== null && policy.submittedBy.toLowerCase() === callerEmail.toLowerCase();
  if (isRestrictedOrg(org) && org.bypassPolicyPeerApproval) return true;
  return !isSubmitter;
};
