// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { userUpdateOwnEndpoint } from '../../src/api/users/contract';
import { db } from '../db/database';
import { findUser, usersByEmail } from '../db/lookups';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => error,
  );
const own = (email: string, changes = {}) => ({
  email,
  firstName: 'Samira',
  lastName: 'Rivera-Ortiz',
  phone: '(202) 555-0123',
  ...changes,
});

describe('own profile update (/user/api/user/update-cognito)', () => {
  it('lets a user with no roles change their own names and phone, and records the audit event', async () => {
    actAs(PERSONA.noRoles);
    const updated = await callApi(userUpdateOwnEndpoint, own(PERSONA.noRoles, { middleName: 'J' }));
    expect(updated).toMatchObject({ firstName: 'Samira', middleName: 'J', lastName: 'Rivera-Ortiz' });
    expect(findUser('org-epa', PERSONA.noRoles)).toMatchObject({ phone: '(202) 555-0123', roles: [] });
    expect(db.auditEvents.all().at(-1)).toMatchObject({
      event: 'User Updated',
      endpointId: 'user.updateOwn',
      email: PERSONA.noRoles,
    });
  });

  it("changes every organization's record of a multi-agency person", async () => {
    actAs(PERSONA.multiAgency);
    await callApi(userUpdateOwnEndpoint, own(PERSONA.multiAgency, { firstName: 'Jim' }));
    const records = usersByEmail(PERSONA.multiAgency);
    expect(records.length).toBeGreaterThan(1);
    for (const record of records) expect(record.firstName).toBe('Jim');
  });

  it("refuses someone else's record and bad fields at the field, changing nothing", async () => {
    const before = findUser('org-usda', PERSONA.tenantAdmin);
    actAs(PERSONA.noRoles);
    expect(await fail(callApi(userUpdateOwnEndpoint, own(PERSONA.tenantAdmin)))).toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
    expect(findUser('org-usda', PERSONA.tenantAdmin)).toBe(before);
    const mine = findUser('org-epa', PERSONA.noRoles);
    expect(await fail(callApi(userUpdateOwnEndpoint, own(PERSONA.noRoles, { phone: '12' })))).toMatchObject({
      key: ErrorKey.invalidRequest,
      errors: [expect.objectContaining({ field: 'phone' })],
    });
    expect(await fail(callApi(userUpdateOwnEndpoint, own(PERSONA.noRoles, { firstName: '' })))).toMatchObject({
      key: ErrorKey.invalidRequest,
      errors: [expect.objectContaining({ field: 'firstName' })],
    });
    expect(findUser('org-epa', PERSONA.noRoles)).toBe(mine);
  });
});
