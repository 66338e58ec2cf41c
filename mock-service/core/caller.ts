import { type Principal, isGlobalUser, isMultiAgency } from '../../src/api/roles';
import { ErrorKey } from '../../src/api/error-keys';
import { type OrganizationRow, type UserRow, db } from '../db/database';
import { findOrg, findUser, usersByEmail } from '../db/lookups';
import type { OrganizationRecord, UserRecord } from '../db/schemas';
import { MockError, forbidden, notFound, unauthorized } from './mock-error';
import { type Session, endSession, findSession, touchSession } from './sessions';

/** Who is calling: the session, the user's home record and home organization, and their roles. */
export interface Caller {
  session: Session;
  user: UserRow;
  org: OrganizationRow;
  principal: Principal;
}

export const principalOf = (user: UserRecord, org: OrganizationRecord): Principal => ({
  orgName: org.orgName,
  role: user.role,
  roles: user.roles,
});

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '');
  return match ? match[1] : null;
}

/**
 * Resolves the bearer token to a caller. The user record is re-read on every call, so a role
 * change or suspension takes effect at once instead of at the next sign-in.
 */
export function resolveCaller(request: Request): Caller {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Send the session token as "Authorization: Bearer <token>".');
  const found = findSession(token);
  if (found.status === 'expired') {
    throw new MockError(ErrorKey.sessionExpired, 401, { message: 'The session expired after a period of inactivity.' });
  }
  if (found.status !== 'ok') throw unauthorized('The session token is not known; sign in again.');
  const { session } = found;
  const user = findUser(session.orgId, session.email);
  const org = findOrg(session.orgId);
  if (!user || !org || user.status === 'Suspended') {
    endSession(token);
    throw unauthorized('The signed-in user no longer has access.');
  }
  touchSession(session);
  return { session, user, org, principal: principalOf(user, org) };
}

/**
 * Global users see every organization; multi-agency users see each organization holding an
 * unsuspended user record with their e-mail; everyone else sees their home organization only.
 */
export function visibleOrgIds(caller: Caller): Set<string> {
  if (isGlobalUser(caller.principal)) return new Set(db.organizations.all().map((org) => org.orgId));
  if (isMultiAgency(caller.principal)) {
    return new Set(
      usersByEmail(caller.user.email)
        .filter((u) => u.status !== 'Suspended')
        .map((u) => u.orgId),
    );
  }
  return new Set([caller.org.orgId]);
}

/** An unknown organization is 404; a known one the caller may not see is 403. */
export function assertOrgVisible(caller: Caller, orgId: string, field = 'orgId'): OrganizationRow {
  const org = findOrg(orgId);
  if (!org) throw notFound('The organization', field);
  if (!visibleOrgIds(caller).has(orgId)) throw forbidden('The organization is not visible to the caller.');
  return org;
}
