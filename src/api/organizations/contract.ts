import * as v from 'valibot';
import { defineEndpoint, noInput, orgIdSchema } from '../contract';

export const orgStatusSchema = v.picklist(['Active', 'Inactive', 'Suspended', 'Pending']);

export const organizationSchema = v.object({
  orgId: v.string(),
  orgName: v.string(),
  displayName: v.string(),
  acronym: v.string(),
  /** Present for managed-service (account-linked) organizations. */
  accountId: v.nullable(v.string()),
  orgType: v.picklist(['Global', 'CI', 'FCEB']),
  status: orgStatusSchema,
  bypassPolicyPeerApproval: v.boolean(),
});
export type Organization = v.InferOutput<typeof organizationSchema>;

export const potentialOrganizationSchema = v.object({ id: v.string(), name: v.string(), acronym: v.string() });
export type PotentialOrganization = v.InferOutput<typeof potentialOrganizationSchema>;

/** Alphanumerics, spaces and hyphens, 2 to 75 characters, not padded by whitespace (spec 1 §5). */
export const displayNameSchema = v.pipe(
  v.string(),
  v.minLength(1, 'Display Name is required'),
  v.regex(/^\S(.*\S)?$/, 'Display Name cannot begin or end with a space'),
  v.minLength(2, 'Display Name must be at least 2 characters'),
  v.maxLength(75, 'Display Name must be at most 75 characters'),
  v.regex(/^[A-Za-z0-9 -]+$/, 'Display Name may contain only letters, numbers, spaces and hyphens'),
);

export const orgListEndpoint = defineEndpoint({
  id: 'org.list',
  method: 'GET',
  path: '/api/org/list',
  summary: 'Organizations the caller may view: all for global users, their own otherwise. Global first.',
  request: noInput,
  result: v.object({ orgs: v.array(organizationSchema) }),
});

export const potentialOrgListEndpoint = defineEndpoint({
  id: 'potentialOrg.list',
  method: 'GET',
  path: '/api/potential-org/list',
  summary: 'Organizations that may be onboarded.',
  request: noInput,
  result: v.object({ items: v.array(potentialOrganizationSchema) }),
});

export const orgDisplayNameUpdateEndpoint = defineEndpoint({
  id: 'org.displayName.update',
  method: 'POST',
  path: '/api/org/display-name/update',
  summary: "Change an organization's display name.",
  request: v.object({ orgId: orgIdSchema, displayName: displayNameSchema }),
  result: organizationSchema,
});

export const orgUpdateEndpoint = defineEndpoint({
  id: 'org.update',
  method: 'POST',
  path: '/api/org/update',
  summary: 'Edit a managed-service (account-linked) organization: display name and bypass of policy peer approval.',
  request: v.object({ orgId: orgIdSchema, displayName: displayNameSchema, bypassPolicyPeerApproval: v.boolean() }),
  result: organizationSchema,
});
