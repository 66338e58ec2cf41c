import type { Organization } from '@/api/organizations/contract';
import { type Principal, GLOBAL_ORG_NAME, isGlobalUser, isMultiAgency } from '@/api/roles';

/** Shown to global users, and to multi-agency users with more than one organization (spec 1 §6). */
export function mayPickOrganization(principal: Principal, organizations: Organization[]): boolean {
  return isGlobalUser(principal) || (isMultiAgency(principal) && organizations.length > 1);
}

/** The global organization is listed first; the rest by display name. */
export function orderForDropdown(organizations: Organization[]): Organization[] {
  return [...organizations].sort((a, b) => {
    if (a.orgName === GLOBAL_ORG_NAME) return -1;
    if (b.orgName === GLOBAL_ORG_NAME) return 1;
    return a.displayName.localeCompare(b.displayName);
  });
}

/**
 * The spec disables the dropdown "on a set of routes whose exact names are not shown". We disable
 * it wherever a form is open, because switching organization mid-form would save into the wrong one.
 */
const FORM_ROUTES = [
  /^\/organizations\/user\//,
  /^\/organizations\/onboard/,
  /^\/organizations\/(alert-set|dist)\/form/,
  /^\/policy-editor\/(create|edit)/,
  /^\/logs\/(log-push|dns-streams)\/form/,
  /^\/logs\/scheduled-extracts\/(create|edit)/,
  /^\/global-policy-dispute/,
];
export const dropdownDisabledOn = (pathname: string): boolean => FORM_ROUTES.some((re) => re.test(pathname));
