import {
  personasEndpoint,
  refreshEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
} from '../../src/api/auth/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { displayedRole } from '../../src/api/roles';
import { principalOf } from '../core/caller';
import { defineHandler, definePublicHandler } from '../core/define-handler';
import { MockError } from '../core/mock-error';
import { endSession, randomToken, secondsLeft } from '../core/sessions';
import { startSession } from '../core/start-session';
import { findOrg, homeUser } from '../db/lookups';
import { PERSONAS } from '../seed/personas';
import { orgNameForDomain } from './sign-up-routing';

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

/** Files an access request; the password goes to the identity provider in production and is never kept here. */
const signUp = definePublicHandler(signUpEndpoint, async ({ input, db, clock }) => {
  const inUse = (message: string) => new MockError(ErrorKey.emailInUse, 400, { field: 'email', message });
  if (db.orgRequests.all().some((r) => r.status === 'pending' && r.requestor.email === input.email)) {
    throw inUse('An access request for this e-mail address is already pending.');
  }
  if (homeUser(input.email)) throw inUse('A user with this e-mail address already exists.');
  const request = await db.orgRequests.create({
    requestId: `req-${randomToken(6)}`,
    requestor: { email: input.email, firstName: input.firstName, lastName: input.lastName },
    orgName: orgNameForDomain(input.email),
    dateReceived: clock.isoNow(),
    status: 'pending',
    closedAt: null,
    closedBy: null,
  });
  return { requestId: request.requestId };
});

export const authHandlers = [personas, signIn, refresh, signOut, signUp];
