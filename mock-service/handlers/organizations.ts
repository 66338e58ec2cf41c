import { ErrorKey } from '../../src/api/error-keys';
import {
  orgDisplayNameUpdateEndpoint,
  orgListEndpoint,
  orgUpdateEndpoint,
  potentialOrgListEndpoint,
} from '../../src/api/organizations/contract';
import {
  GLOBAL_ORG_NAME,
  HEADQUARTERS_ORG_NAME,
  canChangePeerApproval,
  canEditOrganization,
} from '../../src/api/roles';
import { type Caller, assertOrgVisible, visibleOrgIds } from '../core/caller';
import { defineHandler } from '../core/define-handler';
import { principalIn } from '../core/membership';
import { uniqueOr409, updateRecord } from '../core/crud';
import { forbidden, invalid } from '../core/mock-error';
import type { Database, OrganizationRow } from '../db/database';
import type { OrganizationRecord } from '../db/schemas';

const rank = (org: OrganizationRecord): number =>
  org.orgName === GLOBAL_ORG_NAME ? 0 : org.orgName === HEADQUARTERS_ORG_NAME ? 1 : 2;

/** Global first, then Headquarters, then by display name: the order of the organization dropdown. */
const orgList = defineHandler(orgListEndpoint, ({ caller, db }) => {
  const visible = visibleOrgIds(caller);
  const orgs = db.organizations
    .all()
    .filter((org) => visible.has(org.orgId))
    .sort((a, b) => rank(a) - rank(b) || a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }));
  return { orgs };
});

const potentialOrgList = defineHandler(potentialOrgListEndpoint, ({ db }) => ({
  items: db.potentialOrganizations.all(),
}));

/** Spec 1 §6 asks for "a permission check"; canEditOrganization is it, for the caller's standing in that organization. */
function assertMayEdit(caller: Caller, orgId: string): OrganizationRow {
  const org = assertOrgVisible(caller, orgId);
  const principal = principalIn(caller, org);
  if (!principal || !canEditOrganization(principal)) throw forbidden('The caller may not edit this organization.');
  return org;
}

export function assertDisplayNameFree(db: Database, org: Pick<OrganizationRecord, 'orgId'>, displayName: string): void {
  const wanted = displayName.toLowerCase();
  uniqueOr409(db.organizations, (other) => other.orgId !== org.orgId && other.displayName.toLowerCase() === wanted, {
    key: ErrorKey.nameTaken,
    status: 400,
    field: 'displayName',
    message: () => 'Another organization already uses this display name.',
  });
}

const updateDisplayName = defineHandler(orgDisplayNameUpdateEndpoint, async ({ input, caller, db }) => {
  const org = assertMayEdit(caller, input.orgId);
  assertDisplayNameFree(db, org, input.displayName);
  return updateRecord(db.organizations, org, { displayName: input.displayName });
});

/** Only managed-service (account-linked) organizations have the edit form and its peer-approval setting. */
const updateOrganization = defineHandler(orgUpdateEndpoint, async ({ input, caller, db }) => {
  const org = assertMayEdit(caller, input.orgId);
  if (!org.accountId) throw invalid('orgId', 'Only managed-service (account-linked) organizations can be edited here.');
  // Separation of duties binds the organization's own staff, so they cannot waive it.
  if (input.bypassPolicyPeerApproval !== org.bypassPolicyPeerApproval && !canChangePeerApproval(caller.principal)) {
    throw forbidden('Only global operators change whether policy changes need a second approver.');
  }
  assertDisplayNameFree(db, org, input.displayName);
  const { displayName, bypassPolicyPeerApproval } = input;
  return updateRecord(db.organizations, org, { displayName, bypassPolicyPeerApproval });
});

export const organizationHandlers = [orgList, potentialOrgList, updateDisplayName, updateOrganization];
