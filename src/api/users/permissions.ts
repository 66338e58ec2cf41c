import {
  type Principal,
  GLOBAL_ORG_NAME,
  SERVICE_ROLES,
  TENANT_ROLES,
  hasNoRoles,
  hasRole,
  isGlobalAdmin,
  isGlobalUser,
} from '../roles';

/**
 * Who may do what on the User Management tab and the user form (spec 1 §6). The console uses
 * these to decide what to offer; the mock evaluates the same predicates and refuses the rest.
 *
 * Where spec 1 §6 is terse we read it as follows (docs/decisions/user-permissions-one-rule-set.md):
 * - "a global user manager while on the global organization" means a global user manager,
 *   whose own organization is Global; they add users to any organization.
 * - Users of the Global organization are created, enabled, disabled and deleted by service user
 *   managers only. Their names, phone, description and service roles are edited by the Service
 *   Administrator (Admin of Global) alone: "a service user manager cannot edit global-organization
 *   users" is the narrower rule, so operator privileges need the top role to change. Customer
 *   managers work on non-global users only.
 * - A tenant user manager manages the users of the organization where they hold userManager.
 * - Nobody changes their own roles or status, or deletes their own user.
 */
export interface UserManagerViewer {
  principal: Principal;
  email: string;
  /** The viewer's fine-grained roles in the organization acted on: tenant roles are per organization. */
  rolesInOrg: readonly string[];
}

/** The organization acted on, and for actions on one user, that user's e-mail. */
export interface UserTarget {
  orgName: string;
  email?: string;
}

const isGlobalOrg = (target: UserTarget) => target.orgName === GLOBAL_ORG_NAME;
export const isServiceUserManager = (p: Principal) => isGlobalUser(p) && hasRole(p, 'globalUserManager');
export const isCustomerManager = (p: Principal) => isGlobalUser(p) && hasRole(p, 'customerManager');
const isTenantUserManager = (viewer: UserManagerViewer, target: UserTarget) =>
  !isGlobalUser(viewer.principal) && !isGlobalOrg(target) && viewer.rolesInOrg.includes('userManager');

/** May manage the users of this organization at all. */
function managesOrg(viewer: UserManagerViewer, target: UserTarget): boolean {
  const { principal } = viewer;
  if (isGlobalOrg(target)) return isServiceUserManager(principal);
  return isServiceUserManager(principal) || isCustomerManager(principal) || isTenantUserManager(viewer, target);
}

const isSelf = (viewer: UserManagerViewer, target: UserTarget) =>
  target.email !== undefined && target.email.toLowerCase() === viewer.email.toLowerCase();

/**
 * The same rules over the caller's principal in the organization acted on, as the access table
 * (src/api/access.ts) reads them: a global caller with their own roles, anyone else with the
 * roles of their record in that organization.
 */
const listsUsers = (p: Principal): boolean =>
  isGlobalUser(p)
    ? p.role === 'Admin' || hasRole(p, 'globalUserManager') || hasRole(p, 'customerManager')
    : !hasNoRoles(p);
const managesUsersOf = (p: Principal, org: { orgName: string }): boolean =>
  org.orgName === GLOBAL_ORG_NAME
    ? isServiceUserManager(p)
    : isServiceUserManager(p) || isCustomerManager(p) || (!isGlobalUser(p) && hasRole(p, 'userManager'));

/** Global users' details are the Service Administrator's; other organizations' as managesOrg. */
const editsUsersOf = (viewer: UserManagerViewer, target: UserTarget) =>
  isGlobalOrg(target) ? isGlobalAdmin(viewer.principal) : managesOrg(viewer, target);
/** The access table's reading of editsUsersOf over the principal in the organization acted on. */
const editsUsersIn = (p: Principal, org: { orgName: string }): boolean =>
  org.orgName === GLOBAL_ORG_NAME ? isGlobalAdmin(p) : managesUsersOf(p, org);

export const userPermissions = {
  /** user.update's row: who edits users of the organization at all. */
  editIn: editsUsersIn,
  /** The filter popover (Organization, Roles, Status). */
  filter: (principal: Principal) => isServiceUserManager(principal) || isCustomerManager(principal),
  /**
   * See the users of an organization: spec 1 §6 gives users with no roles the dashboard and their
   * profile only, and Global users see other organizations' users only as Admins or user managers.
   */
  list: (inOrg: Principal, _org: { orgName: string }) => listsUsers(inOrg),
  /** Create, enable, disable or delete users of the organization at all (the access table's row). */
  manage: managesUsersOf,
  /** Add New User. */
  create: managesOrg,
  /** Edit a user's names, phone and description (and roles, unless it is the viewer's own user). */
  edit: (viewer: UserManagerViewer, target: UserTarget) => editsUsersOf(viewer, target),
  editRoles: (viewer: UserManagerViewer, target: UserTarget) => editsUsersOf(viewer, target) && !isSelf(viewer, target),
  /** Enable, disable. */
  changeStatus: (viewer: UserManagerViewer, target: UserTarget) =>
    managesOrg(viewer, target) && !isSelf(viewer, target),
  delete: (viewer: UserManagerViewer, target: UserTarget) => managesOrg(viewer, target) && !isSelf(viewer, target),
};
export type UserAction = Exclude<keyof typeof userPermissions, 'filter' | 'list' | 'manage' | 'editIn'>;

/** Role toggles: service roles for users of the Global organization, tenant roles elsewhere. */
export const assignableRoles = (orgName: string): readonly string[] =>
  orgName === GLOBAL_ORG_NAME ? SERVICE_ROLES : TENANT_ROLES;

/** Enable is offered for inactive or suspended users, Disable for active ones (spec 1 §4). */
export const statusAction = (status: string): 'enable' | 'disable' | null =>
  status === 'Inactive' || status === 'Suspended' ? 'enable' : status === 'Active' ? 'disable' : null;
