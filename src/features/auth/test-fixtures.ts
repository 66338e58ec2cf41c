import type { Persona } from '@/api/auth/contract';
import type { CurrentUser } from '@/api/session/contract';
import { principalOf, sessionStore } from '@/api/session/store';

export const personas: Persona[] = [
  {
    email: 'ada.admin@water.example.gov',
    name: 'Ada Admin',
    orgName: 'river-valley-water',
    orgDisplayName: 'River Valley Water Authority',
    roleLabel: 'Organization administrator',
    roles: ['Admin', 'policyManager'],
    summary: 'Manages users and approves policy changes.',
  },
  {
    email: 'gus.global@pdns.example.gov',
    name: 'Gus Global',
    orgName: 'Global',
    orgDisplayName: 'Global',
    roleLabel: 'Global administrator',
    roles: ['Admin', 'globalPolicyManager'],
    summary: 'Runs the service for every organization.',
  },
];

export const signedInUser: CurrentUser = {
  orgId: 'org-1',
  orgName: 'river-valley-water',
  accountId: null,
  role: 'Admin',
  email: 'ada.admin@water.example.gov',
  givenName: 'Ada',
  familyName: 'Admin',
  roles: 'Admin,policyManager',
  orgType: 'CI',
  selectedOrgId: 'org-1',
};

/** Puts the shared session store into a known state before each test. */
export function resetSession(patch: Parameters<typeof sessionStore.set>[0] = {}): void {
  sessionStore.set({
    status: 'loading',
    user: null,
    principal: null,
    selectedOrgId: null,
    termsAccepted: false,
    ...patch,
  });
}

export function signInAs(user: CurrentUser = signedInUser): void {
  resetSession({
    status: 'signedIn',
    user,
    principal: principalOf(user),
    selectedOrgId: user.selectedOrgId,
    termsAccepted: true,
  });
}
