import { signUpEndpoint, signUpVerifyEndpoint } from '../../src/api/auth/contract';
import { callApi } from '../../src/api/client';
import type { RequestOf } from '../../src/api/contract';
import { db } from '../db/database';

/** The code in the newest verification e-mail sent to the address, as the person would read it. */
export function mailedCode(email: string): string {
  const mail = db.outbox.all().findLast((m) => m.kind === 'auth.verifyEmail' && m.to.includes(email));
  const code = mail?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No verification code was mailed to ${email}`);
  return code;
}

/** Request Access end to end: sign up, read the code from the outbox, verify; returns the filed request's id. */
export async function fileAccessRequest(input: RequestOf<typeof signUpEndpoint>): Promise<string> {
  await callApi(signUpEndpoint, input);
  const { requestId } = await callApi(signUpVerifyEndpoint, { email: input.email, code: mailedCode(input.email) });
  return requestId;
}
