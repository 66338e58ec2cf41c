import { type Principal, GLOBAL_ORG_NAME, hasRole, isGlobalUser } from '../roles';

/** What the rules need of an organization; the console's and the mock's records both have it. */
export interface AccessKeyOrg {
  orgName: string;
  accountId?: string | null;
  orgType?: string;
}

/**
 * Spec 1 §6: API Management belongs to account-linked federal civilian organizations, never to
 * Global. The service cannot know which build calls it, so it decides on the organization.
 */
export const holdsAccessKeys = (org: AccessKeyOrg): boolean =>
  org.orgName !== GLOBAL_ORG_NAME && org.orgType === 'FCEB' && Boolean(org.accountId);

export const accessKeyPermissions = {
  /** The tenant API Manager of that organization; global users only ever see the tab disabled. */
  manage: (p: Principal, org: AccessKeyOrg): boolean =>
    !isGlobalUser(p) && hasRole(p, 'apiManager') && holdsAccessKeys(org),
  /**
   * The access table's row: also lets a global user's call in Global through, so the service
   * answers it with 'Non Global org must be selected' (accessKey.globalOrg) rather than a bare 403.
   */
  call: (p: Principal, org: AccessKeyOrg): boolean =>
    (org.orgName === GLOBAL_ORG_NAME && isGlobalUser(p)) || accessKeyPermissions.manage(p, org),
};
