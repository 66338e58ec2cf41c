import { ErrorKey } from '../../src/api/error-keys';
import {
  orgRequestApproveEndpoint,
  orgRequestDenyEndpoint,
  orgRequestListEndpoint,
} from '../../src/api/org-requests/contract';
import { mayApproveInto } from '../../src/api/access';
import type { Caller } from '../core/caller';
import type { Clock } from '../core/clock';
import { defineHandler } from '../core/define-handler';
import { sendAccessDecision } from './account-mail';
import { recordSystemEvent } from '../alerts/system-events';
import { findOr404, updateRecord } from '../core/crud';
import { MockError, forbidden, notFound } from '../core/mock-error';
import type { Database } from '../db/database';
import { findOrgByName, findUser } from '../db/lookups';
import { registeredUser } from '../db/records';
import type { OrgRequestRecord } from '../db/schemas';

const list = defineHandler(orgRequestListEndpoint, ({ input, db }) => ({
  items: db.orgRequests
    .all()
    .filter((request) => input.includeClosed || request.status === 'pending')
    .sort((a, b) => b.dateReceived.localeCompare(a.dateReceived)),
}));

/** Only a pending request can be decided; a second decision (another operator, a double click) is a 409. */
async function decide(
  db: Database,
  clock: Clock,
  caller: Caller,
  requestId: string,
  status: 'approved' | 'denied',
): Promise<OrgRequestRecord> {
  const request = findOr404(db.orgRequests, (r) => r.requestId === requestId, 'The access request', 'requestId');
  if (request.status !== 'pending') {
    throw new MockError(ErrorKey.requestClosed, 409, {
      field: 'requestId',
      message: `The request was already ${request.status}.`,
    });
  }
  const now = clock.isoNow();
  const closed = await updateRecord(db.orgRequests, request, { status, closedAt: now, closedBy: caller.user.email });
  const org = findOrgByName(request.orgName);
  if (org) {
    await recordSystemEvent(db, clock, {
      orgId: org.orgId,
      kind: 'accessControl',
      summary: `The access request of ${request.requestor.email} was ${status} by ${caller.user.email}.`,
    });
  }
  await sendAccessDecision(db, clock, closed, org);
  return closed;
}

/** Approval lets the requestor in: a Registered user appears in the organization the request names. */
const approve = defineHandler(orgRequestApproveEndpoint, async ({ input, caller, db, clock }) => {
  const pending = db.orgRequests.all().find((r) => r.requestId === input.requestId);
  const org = pending && findOrgByName(pending.orgName);
  if (pending?.status === 'pending') {
    if (!org) throw notFound(`The organization '${pending.orgName}' of the request`, 'requestId');
    // Operator staff are let in only by those who manage operator staff.
    if (!mayApproveInto(caller.principal, org.orgName)) {
      throw forbidden('Only a service user manager may approve a request into the Global organization.');
    }
  }
  const request = await decide(db, clock, caller, input.requestId, 'approved');
  // A new user holds no fine-grained roles until a user manager grants them.
  if (org && !findUser(org.orgId, request.requestor.email)) {
    await db.users.create(registeredUser({ orgId: org.orgId, ...request.requestor }, clock.isoNow()));
  }
  return request;
});

const deny = defineHandler(orgRequestDenyEndpoint, ({ input, caller, db, clock }) =>
  decide(db, clock, caller, input.requestId, 'denied'),
);

export const orgRequestHandlers = [list, approve, deny];
