import { GLOBAL_ORG_NAME, type Principal, canAccess, hasRole, isGlobalUser } from '../roles';

interface OrgLike {
  orgName: string;
}

/**
 * Spec 1 §6: alert sets (Add New Set, Save, Delete) are for service or tenant configuration
 * managers, or a service customer manager on an organization other than Global; everyone else who
 * may open the organization's pages sees them read-only. Distribution lists, which only alert sets
 * use, follow the same rule (docs/decisions/alert-set-managers.md).
 */
export const alertSetPermissions = {
  view: (p: Principal) => canAccess.organizations(p),
  // An Agency Admin manages them too: §2 opens the form in Create mode "when ... the role is Admin"
  // (docs/decisions/alert-set-managers.md).
  manage: (p: Principal, org: OrgLike) =>
    isGlobalUser(p)
      ? hasRole(p, 'globalConfigurationManager') || (hasRole(p, 'customerManager') && org.orgName !== GLOBAL_ORG_NAME)
      : hasRole(p, 'configurationManager') || p.role === 'Admin',
};
