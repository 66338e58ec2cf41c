import { type Principal, isGlobalUser } from '../../src/api/roles';
import type { OrganizationRecord } from '../db/schemas';
import { findUser } from '../db/lookups';
import { type Caller, principalOf } from './caller';

/**
 * The caller as they stand in one organization: global users act everywhere with their own
 * roles; anyone else with the roles of their user record in that organization, or none.
 */
export function principalIn(caller: Caller, org: OrganizationRecord): Principal | null {
  if (isGlobalUser(caller.principal)) return caller.principal;
  const membership = findUser(org.orgId, caller.user.email);
  return membership && membership.status !== 'Suspended' ? principalOf(membership, org) : null;
}
