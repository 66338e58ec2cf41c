import { GLOBAL_ORG_NAME, type Principal } from '../roles';

/**
 * Spec 3 §6 asks for "an org-admin permission check" without naming roles: an admin-type user
 * (base role Admin), the same test as the DNS Log Push tab (src/features/areas/area-tabs.ts). A
 * global admin acts in a customer organization with their own role; Global itself has no jobs.
 * The organization's account (§1) is checked by the handlers (logPush.noAccount).
 */
export const logPushPermissions = {
  manage: (p: Principal, org: { orgName: string }) => org.orgName !== GLOBAL_ORG_NAME && p.role === 'Admin',
};
