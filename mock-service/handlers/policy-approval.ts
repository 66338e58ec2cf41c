import type { Endpoint } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  policyApprovalEndpoint,
  policyDenialEndpoint,
  policySubmitForApprovalEndpoint,
} from '../../src/api/policies/lifecycle-contract';
import { maySubmit, mayDecide } from '../../src/api/policies/lifecycle';
import type { PolicyStatus } from '../../src/api/policies/schemas';
import { updateRecord } from '../core/crud';
import { sendMail } from '../core/outbox';
import type { PolicyRow } from '../db/database';
import { HISTORY, appendHistory, enforce, stopEnforcing } from './policy-store';
import {
  type Acting,
  type Door,
  actingIn,
  analysisSucceeded,
  assertMayChange,
  policyOf,
  refuse,
  statusNow,
} from './policy-writes';
import { type Ctx, POLICY_MANAGER_ROLES, by, fullName, wire, withReminders } from './policy-write-context';

/** Submitting a policy for approval, and a second person's approval or denial (spec 2 §4.1). */

/**
 * The approver candidates: the organization's active users holding a policy-manager role, other
 * than the caller, by e-mail in lower case (user.listPolicyManagers lists the same people).
 */
export function approverCandidates(ctx: Ctx<Endpoint>, acting: Acting): Map<string, string> {
  const candidates = new Map<string, string>();
  for (const user of ctx.db.users.all()) {
    if (user.orgId !== acting.org.orgId || user.status !== 'Active') continue;
    if (user.email.toLowerCase() === acting.email.toLowerCase()) continue;
    if (user.roles.some((role) => POLICY_MANAGER_ROLES.includes(role)))
      candidates.set(user.email.toLowerCase(), user.email);
  }
  return candidates;
}

export const submitForApproval = withReminders<typeof policySubmitForApprovalEndpoint>(async (ctx) => {
  const { input, db, clock } = ctx;
  const acting = actingIn(ctx.caller, input.orgId);
  const policy = policyOf(db, acting, input.policyId, 'policyId');
  assertMayChange(policy, acting);
  const status = statusNow(policy, clock);
  if (!maySubmit({ ...policy, status }))
    throw refuse(
      ErrorKey.policyNotSubmittable,
      'status',
      status === 'PROFILING' ? 'The impact analysis has not finished.' : undefined,
      409,
    );
  if (!analysisSucceeded(policy, clock)) throw refuse(ErrorKey.policyAnalysisRequired, 'policyId', undefined, 409);
  const candidates = approverCandidates(ctx, acting);
  const approvers = [...new Set(input.approvers.map((email) => email.toLowerCase()))].map((email) => {
    const known = candidates.get(email);
    if (!known) throw refuse(ErrorKey.policyApproverInvalid, 'approvers', undefined, 400, { email });
    return known;
  });
  const updated = await updateRecord(db.policies, policy, (draft) => {
    draft.priorStatus = status;
    draft.status = 'PENDING_APPROVAL';
    draft.statusBeforeAnalysis = null;
    draft.submittedBy = acting.email;
    draft.reminderSentAt = null;
    draft.lastModified = clock.isoNow();
    draft.updatedBy = fullName(acting);
  });
  await appendHistory(db, clock, updated, HISTORY.submitted, by(acting));
  await sendMail(db, clock, {
    kind: 'policy.approvalRequest',
    to: approvers,
    subject: `Policy awaiting your approval: ${updated.name}`,
    body: `${fullName(acting)} (${acting.email}) submitted the policy "${updated.name}" of ${acting.org.displayName} for approval. Open the Policy Editor to approve or deny it.`,
    orgId: updated.orgId,
    subjectId: updated.id,
  });
  return wire(ctx, updated);
});

/** The pending decision as the shared rule decides it, each reason keyed. */
export function assertMayDecide(policy: PolicyRow, acting: Acting, expected: PolicyStatus) {
  if (policy.global && acting.org.orgType !== 'Global')
    throw refuse(ErrorKey.policyGlobalNeedsGlobal, 'orgId', undefined, 403);
  if (policy.status !== expected) throw refuse(ErrorKey.policyNotPending, 'status', undefined, 409);
  if (!mayDecide(policy, acting.principal, acting.email, acting.org))
    throw refuse(ErrorKey.policySelfApproval, 'id', undefined, 403);
}

export async function decisionMail(ctx: Ctx<Endpoint>, policy: PolicyRow, acting: Acting, verdict: string) {
  if (!policy.submittedBy) return;
  await sendMail(ctx.db, ctx.clock, {
    kind: 'policy.decision',
    to: [policy.submittedBy],
    subject: `Policy ${verdict}: ${policy.name}`,
    body: `${fullName(acting)} ${verdict} the policy "${policy.name}" of ${acting.org.displayName}.`,
    orgId: policy.orgId,
    subjectId: policy.id,
  });
}

/**
 * A second person's decision, recorded the one way: the status moves (priorStatus keeps where it
 * came from), the enforcement interval opens or closes, the history and the submitter's e-mail.
 */
export async function recordDecision(
  ctx: Ctx<Endpoint>,
  policy: PolicyRow,
  acting: Acting,
  change: { from: PolicyStatus; to: PolicyStatus; history: string; verdict: string; enforcement?: 'start' | 'stop' },
) {
  const { db, clock } = ctx;
  const updated = await updateRecord(db.policies, policy, (draft) => {
    draft.priorStatus = change.from;
    draft.status = change.to;
    draft.lastModified = clock.isoNow();
    draft.updatedBy = fullName(acting);
  });
  if (change.enforcement === 'start') await enforce(db, clock, updated);
  if (change.enforcement === 'stop') await stopEnforcing(db, clock, updated.id);
  await appendHistory(db, clock, updated, change.history, by(acting));
  await decisionMail(ctx, updated, acting, change.verdict);
  return wire(ctx, updated);
}

export async function approve(ctx: Ctx<typeof policyApprovalEndpoint>, door: Door) {
  const { input, db } = ctx;
  const acting = actingIn(ctx.caller, input.orgId, door);
  const policy = policyOf(db, acting, input.id, 'id');
  assertMayDecide(policy, acting, 'PENDING_APPROVAL');
  return recordDecision(ctx, policy, acting, {
    from: 'PENDING_APPROVAL',
    to: 'ENFORCING',
    history: HISTORY.approved,
    verdict: 'approved',
    enforcement: 'start',
  });
}

export const deny = withReminders<typeof policyDenialEndpoint>(async (ctx) => {
  const { input, db } = ctx;
  const acting = actingIn(ctx.caller, input.orgId);
  const policy = policyOf(db, acting, input.id, 'id');
  assertMayDecide(policy, acting, 'PENDING_APPROVAL');
  const back: PolicyStatus = policy.priorStatus === 'NEW' ? 'NEW' : 'UPDATED';
  return recordDecision(ctx, policy, acting, {
    from: 'PENDING_APPROVAL',
    to: back,
    history: HISTORY.denied,
    verdict: 'denied',
  });
});
