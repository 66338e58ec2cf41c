import type { Clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { sendMail } from '../core/outbox';
import type { Database, PolicyRow } from '../db/database';
import { findOrg } from '../db/lookups';

/*
 * The approval reminder (spec 2 §4.1, §9): a policy still pending approval 24 hours after it was
 * submitted gets one e-mail to its approvers (reminderSentAt marks it sent), computed from the
 * submission time and the clock: after every successful policy write, after the demo moves the
 * mock's clock, and with the other timed mail in core/due-work.ts.
 */

export const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

interface Submission {
  at: number;
  approvers: string[];
}

/** When the current version was submitted, and to whom: the approval request in the outbox. */
function submissionOf(db: Database, policy: PolicyRow): Submission | null {
  const requests = db.outbox
    .all()
    .filter((mail) => mail.kind === 'policy.approvalRequest' && mail.subjectId === policy.id)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  const last = requests.at(-1);
  if (last) return { at: Date.parse(last.sentAt), approvers: last.to };
  // A seeded submission has no request on file: the status history dates it, and every other policy manager is an approver.
  const entry = db.policyHistory
    .all()
    .filter((item) => item.policyId === policy.id && item.status === 'PENDING_APPROVAL')
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime))
    .at(-1);
  const org = findOrg(policy.orgId);
  if (!entry || !org) return null;
  const submitter = policy.submittedBy?.toLowerCase();
  const approvers = db.users
    .all()
    .filter(
      (user) =>
        user.orgId === org.orgId &&
        user.status === 'Active' &&
        user.email.toLowerCase() !== submitter &&
        user.roles.some((role) => role === 'policyManager' || role === 'globalPolicyManager'),
    )
    .map((user) => user.email);
  return { at: Date.parse(entry.dateTime), approvers };
}

/** The policies whose reminder is due at the clock's time. */
export function dueReminders(db: Database, clock: Clock): Array<{ policy: PolicyRow; approvers: string[] }> {
  const due: Array<{ policy: PolicyRow; approvers: string[] }> = [];
  for (const policy of db.policies.all()) {
    if (policy.status !== 'PENDING_APPROVAL' || policy.reminderSentAt !== null) continue;
    const submission = submissionOf(db, policy);
    if (!submission || clock.now() - submission.at < REMINDER_AFTER_MS) continue;
    due.push({ policy, approvers: submission.approvers });
  }
  return due;
}

/** Sends each due reminder once; answers how many went out (the caller snapshots when any did). */
export async function sendDueReminders(db: Database, clock: Clock): Promise<number> {
  const due = dueReminders(db, clock);
  for (const { policy, approvers } of due) {
    await updateRecord(db.policies, policy, { reminderSentAt: clock.isoNow() });
    if (approvers.length === 0) continue;
    await sendMail(db, clock, {
      kind: 'policy.reminder',
      to: approvers,
      subject: `Reminder: policy awaiting your approval: ${policy.name}`,
      body: `The policy "${policy.name}" has been waiting for approval for more than 24 hours. Open the Policy Editor to approve or deny it.`,
      orgId: policy.orgId,
      subjectId: policy.id,
    });
  }
  return due.length;
}
