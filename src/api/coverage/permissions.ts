import { type Principal, canAccess, isGlobalUser } from '../roles';

/*
 * Who uses the threat area's policy screens (spec 2 §6): everyone with a role reads coverage, gap
 * analysis and the tester (they show policies, which everyone with a role reads); bulk indicator
 * upload is the global tenant's alone.
 */
export const coveragePermissions = {
  view: (p: Principal) => canAccess.threats(p) && canAccess.policies(p),
  bulk: (p: Principal) => isGlobalUser(p) && canAccess.threats(p) && canAccess.policies(p),
};
