import { type Principal, canAccess } from '../roles';

/**
 * Who sees and who changes policies (spec 2 §6); read through the access table (src/api/access.ts).
 * Finer rules (a global policy needs the Global organization selected, the submitter may not
 * approve, read-only built-ins) depend on the record and stay in the handlers and in
 * lifecycle rules both sides share.
 */
export const policyPermissions = {
  /** Everyone with a role sees the list and the form, read-only unless they manage policies. */
  view: (p: Principal) => canAccess.policies(p),
  manage: (p: Principal) => canAccess.policyEditing(p),
  /** A non-global organization's users file disputes against global policies. */
  dispute: (p: Principal) => canAccess.globalPolicyDispute(p),
};
