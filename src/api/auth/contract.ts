import * as v from 'valibot';
import { defineEndpoint, emailSchema, noInput } from '../contract';
import { firstNameSchema, lastNameSchema } from '../../lib/validators';

/**
 * Sign-in against the mock service. In production the token comes from the external identity
 * provider; the demo and the mock server issue their own opaque tokens here.
 */
export const personaSchema = v.object({
  email: v.string(),
  name: v.string(),
  orgName: v.string(),
  orgDisplayName: v.string(),
  roleLabel: v.string(),
  roles: v.array(v.string()),
  summary: v.string(),
});
export type Persona = v.InferOutput<typeof personaSchema>;

const sessionResult = v.object({ token: v.string(), expiresInSeconds: v.number() });

export const personasEndpoint = defineEndpoint({
  id: 'auth.personas',
  effect: 'read',
  method: 'GET',
  path: '/auth/personas',
  summary: 'Seeded personas offered on the sign-in screen of the demo and the mock server.',
  request: noInput,
  result: v.object({ personas: v.array(personaSchema) }),
  public: true,
});

export const signInEndpoint = defineEndpoint({
  id: 'auth.signIn',
  effect: 'read',
  method: 'POST',
  path: '/auth/sign-in',
  summary: 'Start a session as a seeded persona; returns a bearer token.',
  request: v.object({ email: emailSchema }),
  result: sessionResult,
  public: true,
});

export const refreshEndpoint = defineEndpoint({
  id: 'auth.refresh',
  effect: 'read',
  method: 'POST',
  path: '/auth/refresh',
  summary: 'Extend the current session (the Continue button of the session-timeout modal).',
  request: noInput,
  result: sessionResult,
});

export const signOutEndpoint = defineEndpoint({
  id: 'auth.signOut',
  effect: 'read',
  method: 'POST',
  path: '/auth/sign-out',
  summary: 'End the current session; its token stops working.',
  request: noInput,
  result: v.object({ signedOut: v.literal(true) }),
});

export const signUpRequestSchema = v.object({
  // The person-name rule of the user form: sign-up names are copied into user records on approval.
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(256)),
});

export const signUpEndpoint = defineEndpoint({
  id: 'auth.signUp',
  effect: 'write',
  method: 'POST',
  path: '/auth/sign-up',
  summary:
    'Request access, step one: e-mails a 6-digit code to the address (spec 2 §5: e-mail verification applies). Calling it again replaces the code.',
  request: signUpRequestSchema,
  result: v.object({ verification: v.literal('pending'), expiresInMinutes: v.number() }),
  public: true,
});

export const signUpCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
);

export const signUpVerifyEndpoint = defineEndpoint({
  id: 'auth.signUpVerify',
  effect: 'write',
  method: 'POST',
  path: '/auth/sign-up/verify',
  summary:
    'Request access, step two: the e-mailed code files the organization access request for a global operator to review.',
  request: v.object({
    email: emailSchema,
    code: signUpCodeSchema,
  }),
  result: v.object({ requestId: v.string() }),
  public: true,
});
