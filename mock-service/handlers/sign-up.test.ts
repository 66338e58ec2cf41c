// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { signUpEndpoint, signUpVerifyEndpoint } from '../../src/api/auth/contract';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { orgRequestListEndpoint } from '../../src/api/org-requests/contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { mailedCode } from '../testing/sign-up';
import { SIGN_UP_CODE_MINUTES, SIGN_UP_CODE_TRIES } from './sign-up';

useMockApi();

const signUp = {
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora.quinn@energy.gov',
  password: 'correct horse battery',
};
const filed = () => db.orgRequests.all().filter((r) => r.requestor.email === signUp.email);
const verify = (code: string) => callApi(signUpVerifyEndpoint, { email: signUp.email, code }).catch((e) => e);
/** A six-digit code that is not the mailed one. */
const wrongCode = () => String((Number(mailedCode(signUp.email)) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up with e-mail verification', () => {
  it('mails a 6-digit code and files the request only when the code is verified', async () => {
    const events = db.auditEvents.count();
    expect(await callApi(signUpEndpoint, signUp)).toEqual({ verification: 'pending', expiresInMinutes: 30 });
    const mail = db.outbox.all().find((m) => m.kind === 'auth.verifyEmail')!;
    expect(mail.to).toEqual([signUp.email]);
    expect(mailedCode(signUp.email)).toMatch(/^\d{6}$/);
    expect(filed()).toEqual([]);
    expect(db.auditEvents.count()).toBe(events);

    const { requestId } = await callApi(signUpVerifyEndpoint, { email: signUp.email, code: mailedCode(signUp.email) });
    actAs(PERSONA.customerManager);
    const { items } = await callApi(orgRequestListEndpoint, { includeClosed: false });
    expect(items.find((r) => r.requestId === requestId)).toMatchObject({
      status: 'pending',
      orgName: 'Department of Energy',
      requestor: { email: signUp.email, firstName: 'Nora', lastName: 'Quinn' },
    });
    expect(db.auditEvents.all().at(-1)).toMatchObject({ event: 'Access Request Submitted', email: signUp.email });
    expect(JSON.stringify(db.auditEvents.all().at(-1))).not.toContain(mailedCode(signUp.email));
    expect(db.emailVerifications.count()).toBe(0);
  });

  it('refuses a wrong code at the code field, counting the try and changing nothing else', async () => {
    await callApi(signUpEndpoint, signUp);
    const outbox = db.outbox.count();
    expect(await verify(wrongCode())).toMatchObject({ status: 400, key: ErrorKey.signUpCodeWrong });
    expect((await verify(wrongCode())).errors[0].field).toBe('code');
    expect(filed()).toEqual([]);
    expect(db.outbox.count()).toBe(outbox);
    expect(db.emailVerifications.all()[0]?.wrongTries).toBe(2);
    await expect(verify(mailedCode(signUp.email))).resolves.toEqual({ requestId: expect.any(String) });
  });

  it(`refuses the right code after ${SIGN_UP_CODE_TRIES} wrong ones, until a new code is sent`, async () => {
    await callApi(signUpEndpoint, signUp);
    for (let i = 0; i < SIGN_UP_CODE_TRIES; i += 1) await verify(wrongCode());
    expect(await verify(mailedCode(signUp.email))).toMatchObject({ status: 400, key: ErrorKey.signUpTooManyTries });
    expect(filed()).toEqual([]);
    await callApi(signUpEndpoint, signUp);
    await expect(verify(mailedCode(signUp.email))).resolves.toEqual({ requestId: expect.any(String) });
  });

  it(`refuses a code older than ${SIGN_UP_CODE_MINUTES} minutes, and a code for an address that never signed up`, async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 20, 9));
    await callApi(signUpEndpoint, signUp);
    const code = mailedCode(signUp.email);
    clock.advance(SIGN_UP_CODE_MINUTES * 60_000);
    expect(await verify(code)).toMatchObject({ status: 400, key: ErrorKey.signUpCodeExpired });
    const stranger = await callApi(signUpVerifyEndpoint, { email: 'x@energy.gov', code }).catch((e) => e);
    expect(stranger).toMatchObject({ status: 400, key: ErrorKey.signUpCodeExpired });
    expect(filed()).toEqual([]);
  });

  it('replaces the code when sign-up is sent again', async () => {
    await callApi(signUpEndpoint, signUp);
    const first = mailedCode(signUp.email);
    let second = first;
    // Two random codes agree one time in a million; send again until they differ.
    while (second === first) {
      await callApi(signUpEndpoint, signUp);
      second = mailedCode(signUp.email);
    }
    expect(db.emailVerifications.count()).toBe(1);
    expect(await verify(first)).toMatchObject({ key: ErrorKey.signUpCodeWrong });
    await expect(verify(second)).resolves.toEqual({ requestId: expect.any(String) });
  });

  it('refuses a sign-up for an address with a pending request or a user, or a domain no organization uses', async () => {
    await callApi(signUpEndpoint, signUp);
    await verify(mailedCode(signUp.email));
    for (const email of [signUp.email, PERSONA.tenantAdmin]) {
      const error = await callApi(signUpEndpoint, { ...signUp, email }).catch((e) => e);
      expect(error).toMatchObject({ status: 400, key: ErrorKey.emailInUse });
      expect(error.errors[0].field).toBe('email');
    }
    const unrouted = await callApi(signUpEndpoint, { ...signUp, email: 'ops@unknown-utility.example' }).catch((e) => e);
    expect(unrouted).toMatchObject({ status: 400, key: ErrorKey.noOrganizationForDomain });
    expect(db.outbox.all().filter((m) => m.kind === 'auth.verifyEmail')).toHaveLength(1);
  });

  it('validates sign-up fields and the code', async () => {
    const error = await callApi(signUpEndpoint, { ...signUp, password: 'short' }).catch((e) => e);
    expect(error).toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(error.errors[0].field).toBe('password');
    const code = await verify('12a456');
    expect(code).toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(code.errors[0].field).toBe('code');
  });
});
