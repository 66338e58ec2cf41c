import * as v from 'valibot';
import { defineEndpoint, defineListEndpoint, emailSchema, noInput, orgIdSchema } from '../contract';
import { preSignedUrlResult } from '../files/contract';
import {
  descriptionSchema,
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  phoneSchema,
} from '../../lib/validators';

export const userStatusSchema = v.picklist(['Active', 'Inactive', 'Registered', 'Suspended', 'Pending']);
export type UserStatus = v.InferOutput<typeof userStatusSchema>;
export const USER_STATUSES = userStatusSchema.options;

export const baseRoleSchema = v.picklist(['Admin', 'User', '']);

export const userSchema = v.object({
  orgId: v.string(),
  email: v.string(),
  firstName: v.string(),
  middleName: v.string(),
  lastName: v.string(),
  phone: v.string(),
  description: v.string(),
  roles: v.array(v.string()),
  role: baseRoleSchema,
  internalStatus: v.string(),
  status: userStatusSchema,
});
export type User = v.InferOutput<typeof userSchema>;

const roleNameSchema = v.pipe(v.string(), v.maxLength(64));

/**
 * What the user form sends (spec 1 §3, §5): the same field rules the form shows, so the mock
 * rejects what the form would. Which roles are allowed depends on the organization and is
 * checked by the server.
 */
export const userInputSchema = v.object({
  orgId: orgIdSchema,
  email: emailSchema,
  firstName: firstNameSchema,
  middleName: v.optional(middleNameSchema, ''),
  lastName: lastNameSchema,
  phone: phoneSchema,
  description: v.optional(descriptionSchema, ''),
  roles: v.pipe(v.array(roleNameSchema), v.maxLength(32)),
});
export type UserInput = v.InferInput<typeof userInputSchema>;

const userRef = { orgId: orgIdSchema, email: emailSchema };

/** Ties break on last name, then first name, so equal statuses or descriptions list people in name order. */
export const userListEndpoint = defineListEndpoint({
  id: 'user.list',
  path: '/user/api/user/list',
  summary:
    'Users of an organization, paged, sorted and searched by name or e-mail on the server. In the Global ' +
    'organization a search by a global user manager or customer manager covers every organization: onboarding ' +
    'looks for an existing user with pageSize 100, orgId (the operator’s) and searchString (the e-mail).',
  item: userSchema,
  sortFields: ['lastName', 'description', 'status'],
  defaultSort: { field: 'lastName', order: 'asc' },
  tieBreak: ['lastName', 'firstName'],
  searchFields: ['firstName', 'lastName', 'email'],
  filters: {
    orgId: orgIdSchema,
    statuses: v.optional(v.array(userStatusSchema)),
    roles: v.optional(v.array(roleNameSchema)),
    organizations: v.optional(v.array(orgIdSchema)),
  },
});
export const userSortFields = userListEndpoint.list.sortFields;

export const userGetEndpoint = defineEndpoint({
  id: 'user.get',
  effect: 'read',
  method: 'POST',
  path: '/user/api/user/get',
  summary: 'One user of an organization, for the view and edit forms (a deep link must survive a reload).',
  request: v.object(userRef),
  result: userSchema,
});

export const userCreateEndpoint = defineEndpoint({
  id: 'user.create',
  effect: 'write',
  method: 'POST',
  path: '/user/api/user/create',
  summary:
    'Adds a user to an organization with role Admin. A person who already belongs to another organization is ' +
    'refused with user.existsElsewhere unless confirmExisting is true; then they gain this organization as well.',
  request: v.object({ ...userInputSchema.entries, confirmExisting: v.optional(v.boolean(), false) }),
  result: userSchema,
});

export const userUpdateEndpoint = defineEndpoint({
  id: 'user.update',
  effect: 'write',
  method: 'POST',
  path: '/user/api/user/update',
  summary: "Changes a user's names, phone, description and roles. The e-mail identifies the user and cannot change.",
  request: userInputSchema,
  result: userSchema,
});

export const userSetStatusEndpoint = defineEndpoint({
  id: 'user.setStatus',
  effect: 'write',
  method: 'POST',
  path: '/user/api/user/suspend',
  summary: 'Enables (Active, from Inactive or Suspended) or disables (Suspended, from Active) a user.',
  request: v.object({ ...userRef, status: v.picklist(['Active', 'Suspended']) }),
  result: userSchema,
});

export const userDeleteEndpoint = defineEndpoint({
  id: 'user.delete',
  effect: 'write',
  method: 'POST',
  path: '/user/api/user/delete',
  summary: 'Removes a user from an organization. Nobody may delete their own user.',
  request: v.object(userRef),
  result: v.object(userRef),
});

export const userDownloadEndpoint = defineEndpoint({
  id: 'user.download',
  effect: 'read',
  method: 'POST',
  path: '/api/user/download',
  summary:
    "A CSV of the organization's users behind a pre-signed link valid for 5 minutes (file.expired after it; " +
    'file.notFound once the organization is gone). Who may list the users may download them.',
  request: v.object({ orgId: orgIdSchema }),
  result: preSignedUrlResult,
});

/**
 * The signed-in person's own names and phone (the Profile page). It names no organization: the
 * details belong to the person, so every record with the caller's e-mail changes. Anyone else's
 * e-mail is refused with auth.forbidden and nothing changes.
 */
export const userUpdateOwnEndpoint = defineEndpoint({
  id: 'user.updateOwn',
  effect: 'write',
  method: 'POST',
  path: '/user/api/user/update-cognito',
  summary:
    "Changes the caller's own first, middle and last name and phone, with the user form's field rules. " +
    'Errors: request.invalid (firstName, middleName, lastName, phone), name.taken (firstName), auth.forbidden.',
  request: v.object({
    email: emailSchema,
    firstName: firstNameSchema,
    middleName: v.optional(middleNameSchema, ''),
    lastName: lastNameSchema,
    phone: phoneSchema,
  }),
  result: userSchema,
});

/**
 * The Profile page's read: every record of the signed-in person (one per organization they
 * belong to), which a user who may not list users still needs to see their phone and roles.
 */
export const userGetOwnEndpoint = defineEndpoint({
  id: 'user.getOwn',
  effect: 'read',
  method: 'GET',
  path: '/user/api/user/get-cognito',
  summary: "The caller's own user records, their home organization's first. Nobody else's.",
  request: noInput,
  result: v.object({ records: v.array(userSchema) }),
});

/**
 * The e-mails of the users of the organizations asked (orgs, or orgId alone), for the Audit Logs'
 * User filter: whoever may read that organization's audit logs may ask, and only a platform admin
 * with Global selected may name other organizations.
 */
export const userEmailListEndpoint = defineEndpoint({
  id: 'user.emailList',
  effect: 'read',
  method: 'POST',
  path: '/user/api/user/email-list',
  summary:
    'The sorted e-mails of the users of orgs (or of orgId alone). Errors: audit.orgScope (orgs), auth.forbidden, ' +
    'resource.notFound (orgId, orgs).',
  request: v.object({ orgId: orgIdSchema, orgs: v.optional(v.pipe(v.array(orgIdSchema), v.maxLength(500)), []) }),
  result: v.object({ emails: v.array(v.string()) }),
});
