import { ErrorKey } from '../../src/api/error-keys';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import type { UserInput } from '../../src/api/users/contract';
import { assignableRoles } from '../../src/api/users/permissions';
import { phoneDigits } from '../../src/lib/validators';
import { MockError, invalid } from '../core/mock-error';
import { db } from '../db/database';
import { usersByEmail } from '../db/lookups';
import type { OrganizationRecord } from '../db/schemas';
import { emailAllowedIn } from './email-domain-rule';

/**
 * The server's rules for a user's details, shared by create, update and onboarding. They run
 * after the contract's field rules, so the input is already well formed.
 */
type CheckedInput = Required<Pick<UserInput, 'email' | 'firstName' | 'lastName' | 'phone' | 'roles'>>;

/** Federal and operator staff need a .gov or .mil address; critical infrastructure entities use their own domains. */
export function assertEmailAllowed(org: OrganizationRecord, email: string): void {
  if (!emailAllowedIn(org, email)) {
    throw new MockError(ErrorKey.governmentDomainRequired, 400, {
      field: 'email',
      message: `${org.orgName} users need a .gov or .mil e-mail address.`,
    });
  }
}

/**
 * One identity cannot be both operator staff and customer staff: an e-mail already used in the
 * Global organization cannot join a customer organization, and the other way round.
 */
export function assertIdentityFits(org: OrganizationRecord, email: string): void {
  const toGlobal = org.orgName === GLOBAL_ORG_NAME;
  const globalId = globalOrgId();
  const conflicting = usersByEmail(email).some((user) => (user.orgId === globalId) !== toGlobal);
  if (conflicting) {
    throw new MockError(ErrorKey.idReference, 409, {
      field: 'email',
      message: toGlobal
        ? 'This e-mail belongs to a customer organization user and cannot be added to the Global organization.'
        : 'This e-mail belongs to a Global organization user and cannot be added to a customer organization.',
    });
  }
}

const globalOrgId = () => db.organizations.all().find((org) => org.orgName === GLOBAL_ORG_NAME)?.orgId;

export function assertRolesAllowed(org: OrganizationRecord, roles: readonly string[]): void {
  const allowed = new Set(assignableRoles(org.orgName));
  const stray = roles.find((role) => !allowed.has(role));
  if (stray !== undefined) invalidRole(org, stray);
  if (new Set(roles).size !== roles.length) throw invalid('roles', 'A role is listed twice.');
}

function invalidRole(org: OrganizationRecord, role: string): never {
  const kind = org.orgName === GLOBAL_ORG_NAME ? 'service' : 'tenant';
  throw invalid('roles', `'${role.slice(0, 64)}' is not a ${kind} role; users of ${org.orgName} take ${kind} roles.`);
}

/**
 * Two records with the same first and last name and the same phone number in one organization
 * are almost certainly one person entered twice (name.taken, shown at the first name).
 */
export function assertNotDuplicatePerson(orgId: string, input: CheckedInput, except?: string): void {
  const first = input.firstName.toLowerCase();
  const last = input.lastName.toLowerCase();
  const phone = phoneDigits(input.phone);
  for (const user of db.users.all()) {
    if (user.orgId !== orgId || user.email === except) continue;
    if (
      user.firstName.toLowerCase() === first &&
      user.lastName.toLowerCase() === last &&
      phoneDigits(user.phone) === phone
    ) {
      throw new MockError(ErrorKey.nameTaken, 409, {
        field: 'firstName',
        message: `${user.firstName} ${user.lastName} with this phone number is already a user of this organization.`,
      });
    }
  }
}
