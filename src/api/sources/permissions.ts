import { GLOBAL_ORG_NAME, type Principal, hasNoRoles, hasRole, isGlobalUser } from '../roles';

/**
 * Sources and source sets (spec 1 §6), read through the access table (src/api/access.ts), the
 * mock's handlers and the screens. The principal is the caller as they stand in the organization
 * acted on: global operators with their service roles, anyone else with that organization's roles.
 */
export interface SourceOrg {
  orgName: string;
  /** Set for managed-service (account-linked) organizations. */
  accountId?: string | null;
}

export interface EnrollableSet {
  exclusionZone: boolean;
}

const isManagedService = (org: SourceOrg) => Boolean(org.accountId);

export const sourcePermissions = {
  /** Anyone with a role in the organization sees its sets and sources. */
  view: (p: Principal) => !hasNoRoles(p),
  /** The global-view check of the All Sources tab: operators with any role. */
  viewAll: (p: Principal) => isGlobalUser(p) && !hasNoRoles(p),
  /**
   * Create, change and delete sources and sets: never in the Global organization; an Admin or
   * configuration manager of the organization, or an operator who is a global admin, global
   * configuration manager or customer manager.
   */
  manage: (p: Principal, org: SourceOrg) =>
    org.orgName !== GLOBAL_ORG_NAME &&
    (p.role === 'Admin' ||
      (isGlobalUser(p)
        ? hasRole(p, 'globalConfigurationManager') || hasRole(p, 'customerManager')
        : hasRole(p, 'configurationManager'))),
  /** Make a set an exclusion zone: Exclusion Zone Managers, in managed-service organizations only. */
  convertToExclusionZone: (p: Principal, org: SourceOrg) =>
    isManagedService(org) && isGlobalUser(p) && hasRole(p, 'ExclusionZoneManager'),
  /** SSE providers are not offered to managed-service organizations. */
  sseOffered: (org: SourceOrg) => !isManagedService(org),
};

/** The Device Enrollment action of a set's row: hidden for exclusion zones and managed-service organizations. */
export const canEnrollDevices = (principal: Principal, org: SourceOrg, set: EnrollableSet): boolean =>
  !set.exclusionZone && !isManagedService(org) && sourcePermissions.manage(principal, org);
