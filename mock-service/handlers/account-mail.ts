import { productTitle } from '../../src/config/env';
import type { Caller } from '../core/caller';
import type { Clock } from '../core/clock';
import { sendMail } from '../core/outbox';
import type { Database } from '../db/database';
import type { OrgRequestRecord, OrganizationRecord, UserRecord } from '../db/schemas';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** The requestor hears the decision on their access request (the approve and deny calls' contract). */
export function sendAccessDecision(
  db: Database,
  clock: Clock,
  request: OrgRequestRecord,
  org: OrganizationRecord | undefined,
): Promise<unknown> {
  const approved = request.status === 'approved';
  const where = org?.displayName ?? request.orgName;
  return sendMail(db, clock, {
    kind: 'access.decision',
    to: [request.requestor.email],
    subject: `Your request for access to ${where} was ${approved ? 'approved' : 'denied'}`,
    body: [
      `Dear ${fullName(request.requestor)},`,
      '',
      approved
        ? `Your request for access to ${productTitle} for ${where} was approved. You can now sign in; a user manager of your organization grants your roles.`
        : `Your request for access to ${productTitle} for ${where} was denied. Contact your organization's administrator if you believe this is a mistake.`,
    ].join('\n'),
    orgId: org?.orgId ?? null,
    subjectId: request.requestId,
  });
}

/** A person added to an organization (user create, onboarding) is welcomed and told how to sign in. */
export function sendWelcome(
  db: Database,
  clock: Clock,
  user: UserRecord,
  org: OrganizationRecord,
  creator: Caller,
): Promise<unknown> {
  return sendMail(db, clock, {
    kind: 'user.welcome',
    to: [user.email],
    subject: `Welcome to ${productTitle}`,
    body: [
      `Dear ${fullName(user)},`,
      '',
      `${fullName(creator.user)} (${creator.user.email}) added you to ${org.displayName} in ${productTitle}.`,
      'Sign in with your organization account; on your first sign-in you will be asked to accept the Rules of Behavior.',
    ].join('\n'),
    orgId: org.orgId,
    subjectId: user.email,
  });
}
