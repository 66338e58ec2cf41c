import type { UserManagerViewer } from '../../src/api/users/permissions';
import { findUser } from '../db/lookups';
import type { Caller } from './caller';

/** The caller as the user-management predicates see them, with their roles in the organization acted on. */
export function userManagerViewer(caller: Caller, orgId: string): UserManagerViewer {
  const membership = findUser(orgId, caller.user.email);
  return { principal: caller.principal, email: caller.user.email, rolesInOrg: membership?.roles ?? [] };
}
