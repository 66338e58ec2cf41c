import { ErrorKey, FALLBACK_MESSAGES } from '../../src/api/error-keys';
import { policyDisputeEndpoint } from '../../src/api/policies/dispute-contract';
import {
  disputeDetailsProblem,
  disputeDomainProblem,
  disputeHosts,
  isDisputable,
} from '../../src/api/policies/dispute-rules';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { defineHandler } from '../core/define-handler';
import { MockError, notFound } from '../core/mock-error';
import { sendMail } from '../core/outbox';
import { type Database, type PolicyRow } from '../db/database';
import { findOrg, findOrgByName } from '../db/lookups';

/** The provider's policy managers: unsuspended Global organization users holding globalPolicyManager. */
function providerPolicyManagers(db: Database): string[] {
  const global = findOrgByName(GLOBAL_ORG_NAME);
  if (!global) return [];
  const emails = db.users
    .all()
    .filter((user) => user.orgId === global.orgId && user.status !== 'Suspended')
    .filter((user) => user.roles.includes('globalPolicyManager'))
    .map((user) => user.email);
  return [...new Set(emails)].sort();
}

/** Only a global policy in force may be disputed; anything else is as good as unknown to the caller. */
function disputedPolicy(db: Database, policyId: string): PolicyRow {
  const policy = db.policies.all().find((record) => record.id === policyId);
  if (!policy || !isDisputable(policy)) throw notFound('The global policy', 'policyId');
  return policy;
}

const fieldError = (key: string, field: string, message = FALLBACK_MESSAGES[key]) =>
  new MockError(key, 400, { field, message });

/**
 * Global Policy Dispute (spec 2 §2.6, §5): the access row already refused the Global organization
 * and users without roles. Every check runs before anything is written, so a refusal changes nothing.
 */
const dispute = defineHandler(policyDisputeEndpoint, async ({ input, caller, db, clock }) => {
  const policy = disputedPolicy(db, input.policyId);
  const domainProblem = disputeDomainProblem(input.domain);
  if (domainProblem === 'required') throw fieldError(ErrorKey.disputeDomainRequired, 'domain');
  if (domainProblem === 'format') throw fieldError(ErrorKey.disputeDomainFormat, 'domain');
  if (disputeDetailsProblem(input.details) !== null) throw fieldError(ErrorKey.disputeDetailsFormat, 'details');

  const org = findOrg(input.orgId)!;
  const hosts = disputeHosts(input.domain);
  const submittedAt = clock.isoNow();
  const record = await db.policyDisputes.create({
    id: `dispute-${crypto.randomUUID()}`,
    orgId: input.orgId,
    policyId: policy.id,
    policyName: policy.name,
    domain: input.domain.trim(),
    hosts,
    details: input.details,
    submittedBy: caller.user.email,
    submittedAt,
  });

  const to = providerPolicyManagers(db);
  if (to.length > 0) {
    const submitter = `${caller.user.firstName} ${caller.user.lastName} (${caller.user.email})`;
    await sendMail(db, clock, {
      kind: 'policy.dispute',
      to,
      subject: `Global Policy Dispute: ${policy.name} (${org.displayName})`,
      body: [
        `${submitter} of ${org.displayName} disputes the global policy "${policy.name}".`,
        '',
        `Domain or hosts impacted by this policy: ${hosts.join(', ')}`,
        `Additional details: ${input.details.trim() || '(none)'}`,
      ].join('\n'),
      orgId: input.orgId,
      subjectId: policy.id,
    });
  }
  return { id: record.id };
});

export const policyDisputeHandlers = [dispute];
