import * as v from 'valibot';
import { defineEndpoint, noInput, orgIdSchema } from '../contract';
import { managementNetworkInputSchema } from '../management-networks/contract';
import { userInputSchema, userSchema } from '../users/contract';

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
  effect: 'read',
  method: 'GET',
  path: '/api/org/list',
  summary: 'Organizations the caller may view: all for global users, their own otherwise. Global first.',
  request: noInput,
  result: v.object({ orgs: v.array(organizationSchema) }),
});

export const potentialOrgListEndpoint = defineEndpoint({
  id: 'potentialOrg.list',
  effect: 'read',
  method: 'GET',
  path: '/api/potential-org/list',
  summary: 'Organizations that may be onboarded.',
  request: noInput,
  result: v.object({ items: v.array(potentialOrganizationSchema) }),
});

export const orgDisplayNameUpdateEndpoint = defineEndpoint({
  id: 'org.displayName.update',
  effect: 'write',
  method: 'POST',
  path: '/api/org/display-name/update',
  summary: "Change an organization's display name.",
  request: v.object({ orgId: orgIdSchema, displayName: displayNameSchema }),
  result: organizationSchema,
});

export const orgUpdateEndpoint = defineEndpoint({
  id: 'org.update',
  effect: 'write',
  method: 'POST',
  path: '/api/org/update',
  summary: 'Edit a managed-service (account-linked) organization: display name and bypass of policy peer approval.',
  request: v.object({ orgId: orgIdSchema, displayName: displayNameSchema, bypassPolicyPeerApproval: v.boolean() }),
  result: organizationSchema,
});

/** Spec 1 §5: the potential organization must be chosen at onboarding. */
export const ORG_SELECTION_REQUIRED = 'Organization Name and Acronym is required.';

/** Spec 1 §2: the managed-service Settings block. 'enabled' allows self-approval of policy changes. */
export const DATA_RETENTION_DAYS = 15;
export const policyApprovalWorkflowSchema = v.picklist(['disabled', 'enabled']);
export type PolicyApprovalWorkflow = v.InferOutput<typeof policyApprovalWorkflowSchema>;

/** The first user of the new organization; its orgId is the organization being created, so none is sent. */
export const onboardingUserSchema = v.omit(userInputSchema, ['orgId']);

const onboardingEntries = {
  potentialOrgId: v.pipe(v.string(), v.minLength(1, ORG_SELECTION_REQUIRED), v.maxLength(64)),
  displayName: displayNameSchema,
  user: onboardingUserSchema,
  /** The 'Existing User' confirmation: the person already belongs to another organization. */
  confirmExisting: v.optional(v.boolean(), false),
};

const onboardingResult = v.object({ organization: organizationSchema, user: userSchema });

/**
 * Onboarding is one call: the organization, its management networks and its first user are
 * created together or not at all, and the potential organization leaves the potential list.
 */
export const potentialOrgApproveEndpoint = defineEndpoint({
  id: 'potentialOrg.approve',
  effect: 'write',
  method: 'POST',
  path: '/api/potential-org/approve',
  summary: 'Onboard a potential organization with its management networks and first user, in one step.',
  request: v.object({
    ...onboardingEntries,
    managementNetworks: v.pipe(v.array(managementNetworkInputSchema), v.maxLength(100)),
  }),
  result: onboardingResult,
});

export const mspPotentialOrgApproveEndpoint = defineEndpoint({
  id: 'msp.potentialOrg.approve',
  effect: 'write',
  method: 'POST',
  path: '/api/msp/potential-org/approve',
  summary:
    'Managed-service onboarding: the organization (account-linked, with its settings) and its first user, in one step.',
  request: v.object({
    ...onboardingEntries,
    settings: v.object({
      dataRetentionDays: v.literal(DATA_RETENTION_DAYS),
      policyApprovalWorkflow: policyApprovalWorkflowSchema,
    }),
  }),
  result: onboardingResult,
});
