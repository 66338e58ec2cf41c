import { GLOBAL_ORG_NAME, type Principal, hasRole, isGlobalUser } from '../roles';

/**
 * Spec 3 §6: adding or deleting streams needs an org admin "or a second elevated role (not
 * shown)"; ours is the configuration manager (global or tenant), who manages the source sets a
 * stream reads. The DNS Streams tab is disabled for everyone else, so they do not list them either.
 */
export const logStreamPermissions = {
  manage: (p: Principal, org: { orgName: string }) =>
    org.orgName !== GLOBAL_ORG_NAME &&
    (p.role === 'Admin' || hasRole(p, isGlobalUser(p) ? 'globalConfigurationManager' : 'configurationManager')),
};
