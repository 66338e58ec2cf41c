import { signUpEndpoint, signUpVerifyEndpoint } from '../../src/api/auth/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { definePublicHandler } from '../core/define-handler';
import { MockError } from '../core/mock-error';
import { sendMail } from '../core/outbox';
import { randomToken } from '../core/sessions';
import type { Database } from '../db/database';
import { homeUser } from '../db/lookups';
import { orgNameForDomain } from './sign-up-routing';

/** How long an e-mailed code stays good, on the mock's clock. */
export const SIGN_UP_CODE_MINUTES = 30;
/** Wrong codes allowed before the person must send a new one. */
export const SIGN_UP_CODE_TRIES = 5;

/** Refuses an address already in use; a pending verification does not count, so sending again replaces the code. */
function assertEmailFree(db: Database, email: string): void {
  const inUse = (message: string) => new MockError(ErrorKey.emailInUse, 400, { field: 'email', message });
  if (db.orgRequests.all().some((r) => r.status === 'pending' && r.requestor.email === email)) {
    throw inUse('An access request for this e-mail address is already pending.');
  }
  if (homeUser(email)) throw inUse('A user with this e-mail address already exists.');
}

// getRandomValues, not Math.random: the code is what proves the person reads the mailbox.
const sixDigits = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');

/** Step one: checks the request as filing would, then e-mails a code; the password goes to the identity provider in production and is never kept here. */
const signUp = definePublicHandler(signUpEndpoint, async ({ input, db, clock }) => {
  assertEmailFree(db, input.email);
  orgNameForDomain(input.email);
  const code = sixDigits();
  const expiresAt = new Date(clock.now() + SIGN_UP_CODE_MINUTES * 60_000).toISOString();
  const record = { firstName: input.firstName, lastName: input.lastName, code, expiresAt, wrongTries: 0 };
  const pending = db.emailVerifications.all().find((r) => r.email === input.email);
  if (pending) await db.emailVerifications.update(pending, { data: (r) => void Object.assign(r, record) });
  else await db.emailVerifications.create({ email: input.email, ...record });
  await sendMail(db, clock, {
    kind: 'auth.verifyEmail',
    to: [input.email],
    subject: 'Your Protective DNS access request code',
    body: `Your code is ${code}. Enter it within ${SIGN_UP_CODE_MINUTES} minutes to send your access request.`,
    orgId: null,
    subjectId: null,
  });
  return { verification: 'pending' as const, expiresInMinutes: SIGN_UP_CODE_MINUTES };
});

/** Step two: the right code files the access request (what sign-up did before verification applied). */
const signUpVerify = definePublicHandler(signUpVerifyEndpoint, async ({ input, db, clock }) => {
  const pending = db.emailVerifications.all().find((r) => r.email === input.email);
  if (!pending || Date.parse(pending.expiresAt) <= clock.now()) {
    throw new MockError(ErrorKey.signUpCodeExpired, 400, { field: 'code', message: 'This code has expired.' });
  }
  if (pending.wrongTries >= SIGN_UP_CODE_TRIES) {
    throw new MockError(ErrorKey.signUpTooManyTries, 400, { field: 'code', message: 'Too many wrong codes.' });
  }
  if (pending.code !== input.code) {
    // The one change a refused verification makes: the try is counted, so the code cannot be guessed.
    await db.emailVerifications.update(pending, { data: (r) => void (r.wrongTries += 1) });
    throw new MockError(ErrorKey.signUpCodeWrong, 400, { field: 'code', message: 'This code is not correct.' });
  }
  assertEmailFree(db, input.email);
  const request = await db.orgRequests.create({
    requestId: `req-${randomToken(6)}`,
    requestor: { email: input.email, firstName: pending.firstName, lastName: pending.lastName },
    orgName: orgNameForDomain(input.email),
    dateReceived: clock.isoNow(),
    status: 'pending',
    closedAt: null,
    closedBy: null,
  });
  db.emailVerifications.delete(pending);
  return { requestId: request.requestId };
});

export const signUpHandlers = [signUp, signUpVerify];
