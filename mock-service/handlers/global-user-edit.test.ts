// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { userUpdateEndpoint } from '../../src/api/users/contract';
import { findUser } from '../db/lookups';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: { key: string; status: number }) => ({ key: error.key, status: error.status }),
  );
const edit = (email: string, changes: Record<string, unknown>) => {
  const user = findUser('org-global', email)!;
  const { orgId, firstName, middleName, lastName, phone, description, roles } = user;
  return callApi(userUpdateEndpoint, {
    orgId,
    email,
    firstName,
    middleName,
    lastName,
    phone,
    description,
    roles,
    ...changes,
  });
};

describe('editing users of the Global organization (docs/decisions/who-edits-global-users.md)', () => {
  it("lets the Service Administrator change an operator's details and service roles", async () => {
    actAs(PERSONA.globalAdmin);
    const updated = await edit(PERSONA.customerManager, {
      phone: '(202) 555-0188',
      roles: ['customerManager', 'apiManager'],
    });
    expect(updated).toMatchObject({ phone: '(202) 555-0188', roles: ['customerManager', 'apiManager'] });
    expect(findUser('org-global', PERSONA.customerManager)?.roles).toEqual(['customerManager', 'apiManager']);
  });

  it('refuses tenant roles, their own roles, and a global user manager, changing nothing', async () => {
    const before = findUser('org-global', PERSONA.customerManager);
    actAs(PERSONA.globalAdmin);
    expect(await refusal(edit(PERSONA.customerManager, { roles: ['policyManager'] }))).toEqual({
      key: ErrorKey.invalidRequest,
      status: 400,
    });
    expect(await refusal(edit(PERSONA.globalAdmin, { roles: ['globalUserManager'] }))).toEqual({
      key: ErrorKey.forbidden,
      status: 403,
    });
    await expect(edit(PERSONA.globalAdmin, { phone: '(202) 555-0177' })).resolves.toMatchObject({
      phone: '(202) 555-0177',
    });
    actAs(PERSONA.globalUserManager);
    expect(await refusal(edit(PERSONA.customerManager, { phone: '(202) 555-0166' }))).toEqual({
      key: ErrorKey.forbidden,
      status: 403,
    });
    expect(findUser('org-global', PERSONA.customerManager)).toBe(before);
  });
});
