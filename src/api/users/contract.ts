import * as v from 'valibot';
import { defineEndpoint, orgIdSchema, pageRequestEntries, pagedResult } from '../contract';

export const userStatusSchema = v.picklist(['Active', 'Inactive', 'Registered', 'Suspended', 'Pending']);
export type UserStatus = v.InferOutput<typeof userStatusSchema>;

export const userSchema = v.object({
  orgId: v.string(),
  email: v.string(),
  firstName: v.string(),
  middleName: v.string(),
  lastName: v.string(),
  phone: v.string(),
  description: v.string(),
  roles: v.array(v.string()),
  role: v.picklist(['Admin', 'User', '']),
  internalStatus: v.string(),
  status: userStatusSchema,
});
export type User = v.InferOutput<typeof userSchema>;

export const userSortFields = ['lastName', 'description', 'status'] as const;

export const userListEndpoint = defineEndpoint({
  id: 'user.list',
  method: 'POST',
  path: '/user/api/user/list',
  summary: 'Users of an organization, paged, sorted and searched by name or e-mail on the server.',
  request: v.object({
    ...pageRequestEntries,
    orgId: orgIdSchema,
    sortField: v.optional(v.picklist(userSortFields)),
    statuses: v.optional(v.array(userStatusSchema)),
    roles: v.optional(v.array(v.pipe(v.string(), v.maxLength(64)))),
    organizations: v.optional(v.array(orgIdSchema)),
  }),
  result: pagedResult(userSchema),
});
