// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import {
  userCreateEndpoint,
  userDeleteEndpoint,
  userListEndpoint,
  userSetStatusEndpoint,
  userUpdateEndpoint,
} from '../../src/api/users/contract';
import { db } from '../db/database';
import { findOrg } from '../db/lookups';
import type { UserRecord } from '../db/schemas';
import { useMockApi } from '../testing/api-test-setup';
import { attempt, expectRefused } from '../testing/permission-matrix';
import { PERSONA } from '../testing/personas';

useMockApi();

/**
 * Every role against every action of the User Management area (spec 1 §6). "Own" is the
 * persona's home organization for tenant personas, Agriculture for global ones. The expected
 * answers are written out by hand from the specification, not derived from the predicates.
 */
type Action =
  | 'createOwn'
  | 'createGlobal'
  | 'editOwn'
  | 'editGlobal'
  | 'disableOwn'
  | 'disableGlobal'
  | 'deleteOwn'
  | 'deleteSelf'
  | 'filterOrgs';
const ACTIONS: Action[] = [
  'createOwn',
  'createGlobal',
  'editOwn',
  'editGlobal',
  'disableOwn',
  'disableGlobal',
  'deleteOwn',
  'deleteSelf',
  'filterOrgs',
];
const Y = true;
const N = false;

const MATRIX: Record<keyof typeof PERSONA, [string, boolean[]]> = {
  //                                   createOwn createGlobal editOwn editGlobal disableOwn disableGlobal deleteOwn deleteSelf filterOrgs
  globalAdmin: ['org-usda', [Y, Y, Y, Y, Y, Y, Y, N, Y]],
  globalUserManager: ['org-usda', [Y, Y, Y, N, Y, Y, Y, N, Y]],
  customerManager: ['org-usda', [Y, N, Y, N, Y, N, Y, N, Y]],
  tenantAdmin: ['org-usda', [Y, N, Y, N, Y, N, Y, N, N]],
  tenantReadOnly: ['org-doe', [N, N, N, N, N, N, N, N, N]],
  multiAgency: ['org-gsa', [N, N, N, N, N, N, N, N, N]],
  ciAdmin: ['org-crwa', [Y, N, Y, N, Y, N, Y, N, N]],
  mspAdmin: ['org-dol', [Y, N, Y, N, Y, N, Y, N, N]],
  noRoles: ['org-epa', [N, N, N, N, N, N, N, N, N]],
  rulesUnsigned: ['org-nasa', [N, N, N, N, N, N, N, N, N]],
  policyApprover: ['org-usda', [N, N, N, N, N, N, N, N, N]],
};

const personaEmails = new Set<string>(Object.values(PERSONA));
const staff = (orgId: string, skip = 0): UserRecord =>
  db.users.all().filter((u) => u.orgId === orgId && u.status === 'Active' && !personaEmails.has(u.email))[skip];
const domain = (orgId: string) => staff(orgId).email.split('@')[1];
const newPerson = (orgId: string) => ({
  orgId,
  email: `pat.quinn@${domain(orgId)}`,
  firstName: 'Pat',
  lastName: 'Quinn',
  phone: '(202) 555-0199',
  roles: [],
});
const edited = (user: UserRecord) => ({ ...user, description: 'Edited in the permission matrix' });

function run(action: Action, own: string, self: string): Promise<unknown> {
  switch (action) {
    case 'createOwn':
      return callApi(userCreateEndpoint, newPerson(own));
    case 'createGlobal':
      return callApi(userCreateEndpoint, newPerson('org-global'));
    case 'editOwn':
      return callApi(userUpdateEndpoint, edited(staff(own)));
    case 'editGlobal':
      return callApi(userUpdateEndpoint, edited(staff('org-global')));
    case 'disableOwn':
      return callApi(userSetStatusEndpoint, { orgId: own, email: staff(own, 1).email, status: 'Suspended' });
    case 'disableGlobal':
      return callApi(userSetStatusEndpoint, {
        orgId: 'org-global',
        email: staff('org-global', 1).email,
        status: 'Suspended',
      });
    case 'deleteOwn':
      return callApi(userDeleteEndpoint, { orgId: own, email: staff(own, 2).email });
    case 'deleteSelf': {
      const home = db.users.all().find((u) => u.email === self)!;
      return callApi(userDeleteEndpoint, { orgId: home.orgId, email: self });
    }
    case 'filterOrgs':
      return callApi(userListEndpoint, { orgId: own, organizations: [own] });
  }
}

describe('user management permission matrix', () => {
  for (const [persona, [own, expected]] of Object.entries(MATRIX)) {
    it(`${persona} in ${own}: ${ACTIONS.filter((_, i) => expected[i]).join(', ') || 'nothing'}`, async () => {
      expect(findOrg(own)).toBeDefined();
      const email = PERSONA[persona as keyof typeof PERSONA];
      for (const [i, action] of ACTIONS.entries()) {
        const result = await attempt(email, () => run(action, own, email));
        if (expected[i]) expect(result.outcome, `${persona} ${action}`).toBe('allowed');
        else expectRefused(result, `${persona} ${action}`);
      }
    });
  }
});
