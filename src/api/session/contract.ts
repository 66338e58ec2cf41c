import * as v from 'valibot';
import { defineEndpoint, emailSchema, noInput, orgIdSchema } from '../contract';

export const orgTypeSchema = v.picklist(['CI', 'FCEB']);

/** The signed-in user's attributes (spec 1 §3 "Current user"). */
export const currentUserSchema = v.object({
  orgId: v.string(),
  orgName: v.string(),
  accountId: v.nullable(v.string()),
  role: v.picklist(['Admin', 'User', '']),
  email: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  /** Comma-separated fine-grained roles, as the identity provider sends them. */
  roles: v.string(),
  orgType: v.optional(orgTypeSchema, 'FCEB'),
  /** The organization the user is viewing, kept by the server for the session. */
  selectedOrgId: v.string(),
});
export type CurrentUser = v.InferOutput<typeof currentUserSchema>;

export const currentUserEndpoint = defineEndpoint({
  id: 'session.currentUser',
  effect: 'read',
  method: 'GET',
  path: '/user/api/user/attributes',
  summary: "The signed-in user's attributes and the organization the session is viewing.",
  request: noInput,
  result: currentUserSchema,
});

export const signedInEndpoint = defineEndpoint({
  id: 'session.signedIn',
  effect: 'write',
  method: 'POST',
  path: '/user/api/user/signed-in',
  summary: 'Records that the user signed in (last step of start-up).',
  request: v.object({ email: emailSchema, orgId: orgIdSchema }),
  result: v.object({ lastSignedIn: v.string() }),
});

export const selectOrganizationEndpoint = defineEndpoint({
  id: 'session.selectOrganization',
  effect: 'read',
  method: 'POST',
  path: '/user/api/user/update-org',
  summary: 'Switch the organization the user views (the organization dropdown).',
  request: v.object({ email: emailSchema, orgId: orgIdSchema }),
  result: v.object({ selectedOrgId: v.string() }),
});

/** Rules-of-behavior versions are 16-digit strings compared as numbers (spec 2 §4.4). */
export const rulesVersionSchema = v.pipe(v.string(), v.regex(/^\d{1,16}$/, 'Version must be digits'));

export const rulesOfBehaviorEndpoint = defineEndpoint({
  id: 'session.rulesOfBehavior',
  effect: 'read',
  method: 'POST',
  path: '/user/api/user/get-most-recent-rules-of-behavior-signed',
  summary: 'The most recent Rules of Behavior version the user signed.',
  request: v.object({ email: emailSchema, orgId: orgIdSchema }),
  result: v.object({
    email: v.string(),
    orgId: v.string(),
    mostRecentRulesOfBehaviorSigned: v.nullable(v.string()),
  }),
});

export const signRulesOfBehaviorEndpoint = defineEndpoint({
  id: 'session.signRulesOfBehavior',
  effect: 'write',
  method: 'POST',
  path: '/user/api/user/update-most-recent-rules-of-behavior-signed',
  summary: 'Record that the user accepted a Rules of Behavior version.',
  request: v.object({ email: emailSchema, orgId: orgIdSchema, mostRecentRulesOfBehaviorSigned: rulesVersionSchema }),
  result: v.object({ mostRecentRulesOfBehaviorSigned: v.string() }),
});
