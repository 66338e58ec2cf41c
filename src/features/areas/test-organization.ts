import type { Organization } from '@/api/organizations/contract';

/** An account-linked federal civilian organization for the tab rules' tests; `extra` changes it. */
export const testOrganization = (extra: Partial<Organization> = {}): Organization => ({
  orgId: 'org-x',
  orgName: 'Department of Labor',
  displayName: 'Labor',
  acronym: 'DOL',
  accountId: '418295730164',
  orgType: 'FCEB',
  status: 'Active',
  bypassPolicyPeerApproval: false,
  ...extra,
});
