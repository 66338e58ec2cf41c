import { displayedRole } from '../../src/api/roles';
import { principalOf } from '../../mock-service/core/caller';
import { findOrg, homeUser } from '../../mock-service/db/lookups';
import { PERSONAS } from '../../mock-service/seed/personas';
import type { Switches } from './oidc-switches';

/**
 * The provider's accounts are the mock's users: the subject is the e-mail address of a seeded
 * (or since added) user, read from the live tables at every token, so a role change in the
 * console shows in the next token. A suspended user, or one of a suspended organization, has no
 * account here, as a real provider would have deprovisioned them.
 */
export interface AccountClaims {
  sub: string;
  email: string;
  name: string;
  given_name: string;
  family_name: string;
  /** The user's role keys; absent when the `noRolesClaim` switch is on. */
  roles?: string[];
}

function activeUser(email: string) {
  const user = homeUser(email);
  const org = user && findOrg(user.orgId);
  if (!user || !org || user.status === 'Suspended' || org.status === 'Suspended') return undefined;
  return { user, org };
}

export const accountExists = (email: string): boolean => activeUser(email) !== undefined;

/** The ID token and userinfo claims of an account, or undefined when there is no such account. */
export function accountClaims(email: string): Omit<AccountClaims, 'roles'> | undefined {
  const found = activeUser(email);
  if (!found) return undefined;
  const { user } = found;
  return {
    sub: user.email,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
  };
}

/** What the access token adds for the API: the roles claim (unless switched off) and the grant. */
export function accessTokenClaims(email: string, switches: Switches, grantId?: string): Record<string, unknown> {
  const found = activeUser(email);
  const claims: Record<string, unknown> = {};
  if (grantId) claims.grant = grantId;
  if (found && !switches.noRolesClaim) claims.roles = [...found.user.roles];
  return claims;
}

export interface LoginPersona {
  email: string;
  name: string;
  organization: string;
  role: string;
  summary: string;
}

/** The personas of the login page, in the demo's order, as the tables hold them now. */
export function loginPersonas(): LoginPersona[] {
  return PERSONAS.flatMap((persona) => {
    const found = activeUser(persona.email);
    if (!found) return [];
    const { user, org } = found;
    return [
      {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
        organization: org.displayName,
        role: displayedRole(principalOf(user, org)),
        summary: persona.summary,
      },
    ];
  });
}
