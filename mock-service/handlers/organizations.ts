import { ErrorKey } from '../../src/api/error-keys';
import {
  orgDisplayNameUpdateEndpoint,
  orgListEndpoint,
  potentialOrgListEndpoint,
} from '../../src/api/organizations/contract';
import { GLOBAL_ORG_NAME, HEADQUARTERS_ORG_NAME, hasRole, isGlobalUser } from '../../src/api/roles';
import { type Caller, assertOrgVisible, visibleOrgIds } from '../core/caller';
import { defineHandler } from '../core/define-handler';
import { MockError, forbidden } from '../core/mock-error';
import { findUser } from '../db/lookups';
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

const potentialOrgList = defineHandler(potentialOrgListEndpoint, ({ db }) => ({ items: db.potentialOrganizations.all() }), {
  permission: (caller) => isGlobalUser(caller.principal),
});

/**
 * Global user or customer managers and global admins may rename any organization; otherwise the
 * caller's own record in that organization must be an Admin or configuration manager.
 */
function mayEditDisplayName(caller: Caller, org: OrganizationRecord): boolean {
  const { principal } = caller;
  if (isGlobalUser(principal)) {
    return principal.role === 'Admin' || hasRole(principal, 'customerManager') || hasRole(principal, 'globalUserManager');
  }
  const membership = findUser(org.orgId, caller.user.email);
  return !!membership && (membership.role === 'Admin' || membership.roles.includes('configurationManager'));
}

const updateDisplayName = defineHandler(
  orgDisplayNameUpdateEndpoint,
  async ({ input, caller, db }) => {
    const org = assertOrgVisible(caller, input.orgId);
    if (!mayEditDisplayName(caller, org)) throw forbidden('The caller may not change this display name.');
    const wanted = input.displayName.toLowerCase();
    if (db.organizations.all().some((other) => other.orgId !== org.orgId && other.displayName.toLowerCase() === wanted)) {
      throw new MockError(ErrorKey.nameTaken, 400, {
        field: 'displayName',
        message: 'Another organization already uses this display name.',
      });
    }
    return db.organizations.update(org, { strict: true, data: (record) => void (record.displayName = input.displayName) });
  },
  { mutates: true },
);

export const organizationHandlers = [orgList, potentialOrgList, updateDisplayName];
