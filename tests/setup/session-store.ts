import { type Principal, parseRoles } from '@/api/roles';
import type { CurrentUser } from '@/api/session/contract';
import { sessionStore } from '@/api/session/store';

/*
 * For component tests that only read who is signed in: the session store set directly, with no
 * mock service behind it. A screen that calls the service renders through renderRoute instead.
 */

const defaultUser: CurrentUser = {
  orgId: 'org-acme',
  orgName: 'Acme Water',
  accountId: null,
  role: 'Admin',
  email: 'pat.doe@acme.example',
  givenName: 'Pat',
  familyName: 'Doe',
  roles: 'policyManager,reportingViewer,userManager',
  orgType: 'CI',
  selectedOrgId: 'org-acme',
};

/** Puts a signed-in user into the session store; fields override a tenant admin. */
export function signInAs(user: Partial<CurrentUser> = {}): Principal {
  const full = { ...defaultUser, ...user };
  const principal: Principal = { orgName: full.orgName, role: full.role, roles: parseRoles(full.roles) };
  sessionStore.set({ status: 'signedIn', user: full, principal, selectedOrgId: full.selectedOrgId });
  return principal;
}

export const signInAsGlobalAdmin = () =>
  signInAs({
    orgId: 'org-global',
    orgName: 'Global',
    selectedOrgId: 'org-global',
    roles: 'globalUserManager,customerManager',
  });

export function signOutOfStore(): void {
  sessionStore.set({ status: 'signIn', user: null, principal: null, selectedOrgId: null });
}
