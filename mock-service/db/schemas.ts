import * as v from 'valibot';
import { informationBannerSchema } from '../../src/api/information/contract';
import { orgRequestSchema } from '../../src/api/org-requests/contract';
import { organizationSchema, potentialOrganizationSchema } from '../../src/api/organizations/contract';
import { userSchema } from '../../src/api/users/contract';

/**
 * The mock's tables are the contract's entity schemas, plus the bookkeeping a real backend keeps
 * but does not send. Replies are parsed with the endpoint's result schema, which drops the extras.
 */
export const organizationRecord = organizationSchema;
export type OrganizationRecord = v.InferOutput<typeof organizationRecord>;

export const potentialOrganizationRecord = potentialOrganizationSchema;
export type PotentialOrganizationRecord = v.InferOutput<typeof potentialOrganizationRecord>;

export const orgRequestRecord = v.object({
  ...orgRequestSchema.entries,
  closedAt: v.nullable(v.string()),
  closedBy: v.nullable(v.string()),
});
export type OrgRequestRecord = v.InferOutput<typeof orgRequestRecord>;

export const userRecord = v.object({
  ...userSchema.entries,
  createdAt: v.string(),
  lastSignedIn: v.nullable(v.string()),
});
export type UserRecord = v.InferOutput<typeof userRecord>;

export const informationBannerRecord = v.object({
  ...informationBannerSchema.entries,
  id: v.string(),
  publishedAt: v.string(),
});
export type InformationBannerRecord = v.InferOutput<typeof informationBannerRecord>;

/** Rules of behavior are signed by a person, so the table is keyed by e-mail, not by user record. */
export const rulesOfBehaviorRecord = v.object({
  email: v.string(),
  version: v.nullable(v.string()),
  signedAt: v.nullable(v.string()),
});
export type RulesOfBehaviorRecord = v.InferOutput<typeof rulesOfBehaviorRecord>;
