import { personasEndpoint, refreshEndpoint, signInEndpoint, signOutEndpoint } from '../../src/api/auth/contract';
import { displayedRole } from '../../src/api/roles';
import { principalOf } from '../core/caller';
import { defineHandler, definePublicHandler } from '../core/define-handler';
import { endSession, secondsLeft } from '../core/sessions';
import { startSession } from '../core/start-session';
import { findOrg, homeUser } from '../db/lookups';
import { PERSONAS } from '../seed/personas';
import { signUpHandlers } from './sign-up';

/** Personas are read through the live tables, so an edited role or name shows on the sign-in screen. */
const personas = definePublicHandler(personasEndpoint, () => ({
  personas: PERSONAS.flatMap((persona) => {
    const user = homeUser(persona.email);
    const org = user && findOrg(user.orgId);
    if (!user || !org) return [];
    return [
      {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
        orgName: org.orgName,
        orgDisplayName: org.displayName,
        roleLabel: displayedRole(principalOf(user, org)),
        roles: [...user.roles],
        summary: persona.summary,
      },
    ];
  }),
}));

const signIn = definePublicHandler(signInEndpoint, ({ input }) => {
  const session = startSession(input.email);
  return { token: session.token, expiresInSeconds: secondsLeft(session) };
});

// The pipeline has already extended the session while resolving the caller.
const refresh = defineHandler(refreshEndpoint, ({ caller }) => ({
  token: caller.session.token,
  expiresInSeconds: secondsLeft(caller.session),
}));

const signOut = defineHandler(signOutEndpoint, ({ caller }) => {
  endSession(caller.session.token);
  return { signedOut: true as const };
});

export const authHandlers = [personas, signIn, refresh, signOut, ...signUpHandlers];
