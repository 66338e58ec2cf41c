// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  orgRequestApproveEndpoint,
  orgRequestDenyEndpoint,
  orgRequestListEndpoint,
} from '../../src/api/org-requests/contract';
import { db } from '../db/database';
import { findUser } from '../db/lookups';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const pending = async () => (await callApi(orgRequestListEndpoint, { includeClosed: false })).items;

describe('org access request handlers', () => {
  it('are for global user and customer managers and global admins only', async () => {
    for (const email of [PERSONA.tenantAdmin, PERSONA.tenantReadOnly, PERSONA.multiAgency]) {
      actAs(email);
      await expect(callApi(orgRequestListEndpoint, { includeClosed: false })).rejects.toMatchObject({
        status: 403,
        key: ErrorKey.forbidden,
      });
    }
    const plainGlobal = db.users
      .all()
      .find((u) => u.orgId === 'org-global' && u.role === 'User' && u.roles.length === 0 && u.status === 'Active')!;
    actAs(plainGlobal.email);
    await expect(pending()).rejects.toMatchObject({ status: 403 });
    for (const email of [PERSONA.globalAdmin, PERSONA.globalUserManager, PERSONA.customerManager]) {
      actAs(email);
      await expect(pending()).resolves.toHaveLength(3);
    }
  });

  it('lists pending requests newest first, and closed ones on request', async () => {
    actAs(PERSONA.customerManager);
    const items = await pending();
    expect(items.map((r) => r.requestor.email)).toEqual([
      'laura.simmons@tcec.coop',
      'michael.chen@nrc.gov',
      'aisha.thompson@usda.gov',
    ]);
    expect((await callApi(orgRequestListEndpoint, { includeClosed: true })).items).toHaveLength(5);
  });

  it('approves a request, letting the requestor into the organization as a Registered user', async () => {
    actAs(PERSONA.customerManager);
    const request = (await pending()).find((r) => r.requestor.email === 'aisha.thompson@usda.gov')!;
    expect(findUser('org-usda', 'aisha.thompson@usda.gov')).toBeUndefined();
    const approved = await callApi(orgRequestApproveEndpoint, { requestId: request.requestId });
    expect(approved).toMatchObject({ requestId: request.requestId, status: 'approved' });
    expect(findUser('org-usda', 'aisha.thompson@usda.gov')).toMatchObject({
      status: 'Registered',
      firstName: 'Aisha',
      lastName: 'Thompson',
    });
    expect(await pending()).toHaveLength(2);
    // The requestor hears the decision (the approve call's contract).
    expect(db.outbox.all().filter((mail) => mail.kind === 'access.decision')).toEqual([
      expect.objectContaining({
        to: ['aisha.thompson@usda.gov'],
        subject: 'Your request for access to Agriculture was approved',
        subjectId: request.requestId,
      }),
    ]);
  });

  it('denies a request, and refuses to decide a closed or unknown one', async () => {
    actAs(PERSONA.globalUserManager);
    const [request] = await pending();
    expect(await callApi(orgRequestDenyEndpoint, { requestId: request.requestId })).toMatchObject({ status: 'denied' });
    for (const endpoint of [orgRequestApproveEndpoint, orgRequestDenyEndpoint]) {
      await expect(callApi(endpoint, { requestId: request.requestId })).rejects.toMatchObject({
        status: 409,
        key: ErrorKey.requestClosed,
      });
    }
    await expect(callApi(orgRequestApproveEndpoint, { requestId: 'req-missing' })).rejects.toMatchObject({
      status: 404,
      key: ErrorKey.notFound,
    });
    expect(db.users.all().some((u) => u.email === request.requestor.email)).toBe(false);
    // One e-mail, for the one decision: the refused second decisions sent none.
    const mails = db.outbox.all().filter((mail) => mail.kind === 'access.decision');
    expect(mails.map((mail) => [mail.to, mail.subject.endsWith('was denied')])).toEqual([
      [[request.requestor.email], true],
    ]);
  });
});
