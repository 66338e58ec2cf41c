// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { auditErrors } from '../../src/api/audit/rules';
import { ErrorKey } from '../../src/api/error-keys';
import { userEmailListEndpoint } from '../../src/api/users/contract';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => error,
  );
const emailsOf = (...orgIds: string[]) =>
  [
    ...new Set(
      db.users
        .all()
        .filter((u) => orgIds.includes(u.orgId))
        .map((u) => u.email),
    ),
  ].sort();

describe('user e-mail list (/user/api/user/email-list), for the Audit Logs User filter', () => {
  it("answers the selected organization's users to whoever reads its audit logs", async () => {
    actAs(PERSONA.tenantAdmin);
    expect(await callApi(userEmailListEndpoint, { orgId: 'org-usda' })).toEqual({ emails: emailsOf('org-usda') });
    expect(await fail(callApi(userEmailListEndpoint, { orgId: 'org-usda', orgs: ['org-doe'] }))).toMatchObject({
      key: auditErrors.orgScope,
    });
    actAs(PERSONA.noRoles);
    expect(await fail(callApi(userEmailListEndpoint, { orgId: 'org-epa' }))).toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
  });

  it('answers several organizations to a platform admin with Global selected', async () => {
    actAs(PERSONA.globalAdmin);
    const reply = await callApi(userEmailListEndpoint, { orgId: 'org-global', orgs: ['org-usda', 'org-doe'] });
    expect(reply.emails).toEqual(emailsOf('org-usda', 'org-doe'));
  });
});
