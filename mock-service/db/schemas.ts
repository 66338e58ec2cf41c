import * as v from 'valibot';
import { informationBannerSchema } from '../../src/api/information/contract';
import { managementNetworkSchema } from '../../src/api/management-networks/contract';
import { orgRequestSchema } from '../../src/api/org-requests/contract';
import { organizationSchema, potentialOrganizationSchema } from '../../src/api/organizations/contract';
import { userSchema } from '../../src/api/users/contract';
import { accessKeySchema } from '../../src/api/access-keys/contract';
import { sourceSchema, sourceSetSchema } from '../../src/api/sources/contract';
import { authDeviceSchema } from '../../src/api/sources/enrollment-contract';
import {
  policySchema,
  policyStatusSchema,
  predicateSchema,
  statusHistoryItemSchema,
} from '../../src/api/policies/contract';
import { distributionListSchema } from '../../src/api/distribution-lists/contract';
import { SYSTEM_FLAGS, alertSetSchema } from '../../src/api/alert-sets/contract';
import { auditChangeSchema } from '../../src/api/audit/contract';
import { AUDIT_EVENT_TYPES } from '../../src/api/audit/events';

/**
 * The mock's tables are the contract's entity schemas, plus the bookkeeping a real backend keeps
 * but does not send. Replies are parsed with the endpoint's result schema, which drops the extras.
 */
export const organizationRecord = organizationSchema;
export type OrganizationRecord = v.InferOutput<typeof organizationRecord>;

/** orgType is the mock's own: which kind of organization onboarding makes of it (default: the build's type). */
export const potentialOrganizationRecord = v.object({
  ...potentialOrganizationSchema.entries,
  orgType: v.optional(v.picklist(['CI', 'FCEB'])),
});
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

/** `network` is the block's canonical spelling (src/lib/cidr.ts), so '10.1.0.0/16' and '10.1.9.9/16' are one network. */
export const managementNetworkRecord = v.object({
  ...managementNetworkSchema.entries,
  network: v.string(),
  createdAt: v.string(),
});
export type ManagementNetworkRecord = v.InferOutput<typeof managementNetworkRecord>;

/** The secret is not kept: only create's reply ever carries it. */
export const accessKeyRecord = v.object({ ...accessKeySchema.entries, createdBy: v.nullable(v.string()) });
export type AccessKeyRecord = v.InferOutput<typeof accessKeyRecord>;
/** The set's name is joined in when a source is sent, so renaming a set touches one record. */
export const sourceRecord = v.omit(sourceSchema, ['setName']);
export type SourceRecord = v.InferOutput<typeof sourceRecord>;

/** Deleted sets stay (deleted: true), so logs and the traffic model can still name them. */
export const sourceSetRecord = v.object({ ...sourceSetSchema.entries, dateDeleted: v.nullable(v.string()) });
export type SourceSetRecord = v.InferOutput<typeof sourceSetRecord>;

/** A Service Auth token as the service keeps it: never its secret, which generate hands out once. */
export const serviceTokenRecord = v.object({
  id: v.string(),
  orgId: v.string(),
  sourceSetId: v.string(),
  clientId: v.string(),
  /** The secret itself is never kept: a salted SHA-256 digest checks one sent back (hex). */
  secretSalt: v.string(),
  secretDigest: v.string(),
  createdAt: v.string(),
  expiration: v.string(),
  revokedAt: v.nullable(v.string()),
});
export type ServiceTokenRecord = v.InferOutput<typeof serviceTokenRecord>;

export const authDeviceRecord = authDeviceSchema;
export type AuthDeviceRecord = v.InferOutput<typeof authDeviceRecord>;

/**
 * A deleted source as the traffic model still needs it: its past queries stay in every total
 * and log row of their time (the source's record itself leaves the sources table).
 */
export const retiredSourceRecord = v.object({ ...sourceRecord.entries, dateRemoved: v.string() });
export type RetiredSourceRecord = v.InferOutput<typeof retiredSourceRecord>;

/**
 * analysisStartedAt: when the running impact analysis started (its state is computed from it and
 * the clock: handlers never chain timers); statusBeforeAnalysis: the status PROFILING replaced,
 * shown again once the analysis ends. reminderSentAt: the 24-hour approval reminder went out.
 */
export const policyRecord = v.object({
  ...policySchema.entries,
  createdAt: v.string(),
  analysisStartedAt: v.nullable(v.string()),
  statusBeforeAnalysis: v.nullable(policyStatusSchema),
  reminderSentAt: v.nullable(v.string()),
});
export type PolicyRecord = v.InferOutput<typeof policyRecord>;

/** One status change of a policy (spec 2 §3, status history item), newest last; who did it by e-mail too. */
export const policyHistoryRecord = v.object({
  ...statusHistoryItemSchema.entries,
  id: v.string(),
  policyId: v.string(),
  orgId: v.string(),
  updatedByEmail: v.nullable(v.string()),
});
export type PolicyHistoryRecord = v.InferOutput<typeof policyHistoryRecord>;

/**
 * One interval in which a version of a policy decided traffic: the DNS world reads these, never
 * the policies table, so editing an enforcing policy leaves the approved version in force and the
 * past keeps the decisions of its time. `until` is null while it is still in force.
 */
export const policyEnforcementRecord = v.object({
  id: v.string(),
  policyId: v.string(),
  /** Null for a global policy: it applies to every organization. */
  orgId: v.nullable(v.string()),
  precedence: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8)),
  action: v.picklist(['allow', 'block', 'override', 'logOnly']),
  expression: v.array(predicateSchema),
  /** Empty: all of the organization's source sets. */
  sourceSetIds: v.array(v.string()),
  from: v.string(),
  until: v.nullable(v.string()),
});
export type PolicyEnforcementRecord = v.InferOutput<typeof policyEnforcementRecord>;

/**
 * A sign-up waiting for its e-mailed code (spec 2 §5: e-mail verification applies). The form's
 * fields are kept so that verifying files the same request; the password never is (it goes to the
 * identity provider in production).
 */
export const emailVerificationRecord = v.object({
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  code: v.string(),
  expiresAt: v.string(),
  wrongTries: v.number(),
});

/** An e-mail the service would have sent (docs/architecture.md: the outbox), for tests and the demo tools. */
export const outboxRecord = v.object({
  id: v.string(),
  /** What it is about: 'policy.approvalRequest', 'policy.reminder', 'policy.decision', 'policy.dispute', 'alert.dns', 'alert.system', … */
  kind: v.string(),
  to: v.array(v.string()),
  subject: v.string(),
  body: v.string(),
  orgId: v.nullable(v.string()),
  /** The record it concerns (a policy id, an alert set id), if any. */
  subjectId: v.nullable(v.string()),
  sentAt: v.string(),
});
export type OutboxRecord = v.InferOutput<typeof outboxRecord>;

/**
 * A Global Policy Dispute (spec 2 §3): a non-global organization's complaint about a global policy
 * in force. `hosts` are the names of `domain` as the service parsed them; who filed it and when.
 */
export const policyDisputeRecord = v.object({
  id: v.string(),
  orgId: v.string(),
  policyId: v.string(),
  /** The policy's name when the dispute was filed (the e-mail names it). */
  policyName: v.string(),
  domain: v.string(),
  hosts: v.array(v.string()),
  details: v.string(),
  submittedBy: v.string(),
  submittedAt: v.string(),
});

export const distributionListRecord = v.object({ ...distributionListSchema.entries, createdAt: v.string() });
export type DistributionListRecord = v.InferOutput<typeof distributionListRecord>;

export const alertSetRecord = v.object({ ...alertSetSchema.entries, createdAt: v.string() });
export type AlertSetRecord = v.InferOutput<typeof alertSetRecord>;

/**
 * Something that happened in the mock that System Events alert sets listen for (spec 1 §4): written
 * by the write handlers (onboarding, access decisions, user changes, policy and source changes) and
 * read by the alert scheduler (mock-service/alerts). orgId is the organization concerned.
 */
export const systemEventRecord = v.object({
  id: v.string(),
  orgId: v.string(),
  /** One per System Events flag: the flag that hears it. */
  kind: v.picklist(SYSTEM_FLAGS),
  summary: v.string(),
  at: v.string(),
});
export type SystemEventRecord = v.InferOutput<typeof systemEventRecord>;

/**
 * An audit event recorded as a write call succeeded (mock-service/audit): who, in which
 * organization, when by the mock's clock, which of the 46 event types, and what changed. The six
 * months before the seed are computed (mock-service/audit/history.ts), not stored.
 */
export const auditEventRecord = v.object({
  id: v.string(),
  at: v.string(),
  event: v.picklist(AUDIT_EVENT_TYPES),
  orgId: v.string(),
  email: v.string(),
  endpointId: v.string(),
  changes: v.array(auditChangeSchema),
});

/** A user's bulk coverage job (spec 2 §4.3): one per e-mail; its status is computed from startedAt and the clock. */
export const coverageJobRecord = v.object({
  id: v.string(),
  email: v.string(),
  fileName: v.string(),
  /** Canonical indicators (domain names or IPs), at most 500. */
  indicators: v.array(v.string()),
  startedAt: v.string(),
  canceledAt: v.nullable(v.string()),
});
