/**
 * Roles and the permission predicates both the console and the mock evaluate (spec 1 §6).
 * The mock enforces them; the console only uses them to decide what to show.
 */
export const GLOBAL_ORG_NAME = 'Global';
export const HEADQUARTERS_ORG_NAME = 'Headquarters';

export const BASE_ROLES = ['Admin', 'User'] as const;
export type BaseRole = (typeof BASE_ROLES)[number] | '';

export const SERVICE_ROLES = [
  'apiManager',
  'globalConfigurationManager',
  'customerManager',
  'ExclusionZoneManager',
  'globalPolicyManager',
  'globalReportingManager',
  'globalReportingViewer',
  'globalUserManager',
] as const;

export const TENANT_ROLES = [
  'multiAgencyUser',
  'apiManager',
  'configurationManager',
  'policyManager',
  'reportingManager',
  'reportingViewer',
  'userManager',
] as const;

export type ServiceRole = (typeof SERVICE_ROLES)[number];
export type TenantRole = (typeof TENANT_ROLES)[number];
export type RoleName = ServiceRole | TenantRole;

/** 'globalUserManager' → 'Global User Manager', 'ExclusionZoneManager' → 'Exclusion Zone Manager'. */
export function roleLabel(role: string): string {
  const words = role.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^api/, 'API');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the permission predicates need to know about the caller. */
export interface Principal {
  orgName: string;
  role: BaseRole;
  roles: readonly string[];
}

export const parseRoles = (roles: string | readonly string[] | undefined): string[] =>
  (typeof roles === 'string' ? roles.split(',') : (roles ?? [])).map((r) => r.trim()).filter(Boolean);

export const hasRole = (p: Principal, role: RoleName): boolean => p.roles.includes(role);
export const isGlobalUser = (p: Principal): boolean => p.orgName === GLOBAL_ORG_NAME;
export const isGlobalAdmin = (p: Principal): boolean => isGlobalUser(p) && p.role === 'Admin';
export const isMultiAgency = (p: Principal): boolean => hasRole(p, 'multiAgencyUser');
/**
 * Spec 1 §6's "users with no roles" (dashboard and profile only): an empty roles list, unless the
 * base role is Admin, which carries its own rights. A base-role User with no fine-grained role
 * is one of them, not only a user without a base role.
 */
export const hasNoRoles = (p: Principal): boolean => p.role !== 'Admin' && p.roles.length === 0;

export type DisplayedRole = 'Service Administrator' | 'Agency Admin' | 'Agency User' | 'Unassigned';
/** 'Unassigned' is for a record without a base role; a base-role User shows 'Agency User' (spec 1 §6). */
export function displayedRole(p: Principal): DisplayedRole {
  if (p.role === '' && p.roles.length === 0) return 'Unassigned';
  if (p.role === 'Admin') return isGlobalUser(p) ? 'Service Administrator' : 'Agency Admin';
  return 'Agency User';
}

const REPORTING_ROLES: RoleName[] = [
  'globalReportingManager',
  'globalReportingViewer',
  'reportingManager',
  'reportingViewer',
];
/** The four reporting roles, tenant or service, viewer or manager (spec 3 §6). */
export const isReportingUser = (p: Principal): boolean => REPORTING_ROLES.some((r) => hasRole(p, r));
const POLICY_ROLES: RoleName[] = ['globalPolicyManager', 'policyManager'];
const ORG_ROLES: RoleName[] = [
  'globalUserManager',
  'customerManager',
  'userManager',
  'globalConfigurationManager',
  'configurationManager',
  'apiManager',
  'ExclusionZoneManager',
];

const anyOf = (p: Principal, roles: RoleName[]) => p.role === 'Admin' || roles.some((r) => hasRole(p, r));

/** Which areas of the console a principal may open (the route guards and the main menu). */
export const canAccess = {
  dashboard: (_p: Principal) => true,
  profile: (_p: Principal) => true,
  logs: (p: Principal) => anyOf(p, REPORTING_ROLES),
  policies: (p: Principal) => !hasNoRoles(p),
  threats: (p: Principal) => !hasNoRoles(p),
  organizations: (p: Principal) => !hasNoRoles(p),
  onboarding: (p: Principal) => isGlobalUser(p) && anyOf(p, ['customerManager', 'globalUserManager']),
  globalPolicyDispute: (p: Principal) => !isGlobalUser(p) && !hasNoRoles(p),
  /** Approve or deny organization access requests. */
  accessRequests: (p: Principal) => isGlobalUser(p) && anyOf(p, ['customerManager', 'globalUserManager']),
  orgAdministration: (p: Principal) => anyOf(p, ORG_ROLES),
  policyEditing: (p: Principal) => anyOf(p, POLICY_ROLES),
};

/**
 * Spec 1 §6: management networks are added and deleted by a global or tenant configuration
 * manager, or a customer manager. Service roles count in the global organization, tenant roles
 * elsewhere; the mock evaluates it with the caller's membership in the organization concerned.
 */
export const canManageNetworks = (p: Principal): boolean =>
  isGlobalUser(p)
    ? hasRole(p, 'globalConfigurationManager') || hasRole(p, 'customerManager')
    : hasRole(p, 'configurationManager');

/**
 * Display name and managed-service settings of an organization (the spec asks for "a permission
 * check" without naming it): global admins, customer and global user managers for any
 * organization; elsewhere an Admin or configuration manager of that organization.
 */
export const canEditOrganization = (p: Principal): boolean =>
  isGlobalUser(p)
    ? p.role === 'Admin' || hasRole(p, 'customerManager') || hasRole(p, 'globalUserManager')
    : p.role === 'Admin' || hasRole(p, 'configurationManager');

/**
 * Two-person approval of policy changes binds an organization's own staff, so only global
 * operators may waive it (bypassPolicyPeerApproval).
 */
export const canChangePeerApproval = (p: Principal): boolean => isGlobalUser(p);
