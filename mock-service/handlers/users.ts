import { ErrorKey } from '../../src/api/error-keys';
import { GLOBAL_ORG_NAME, hasRole, isGlobalUser } from '../../src/api/roles';
import {
  type UserInput,
  userCreateEndpoint,
  userDeleteEndpoint,
  userGetEndpoint,
  userListEndpoint,
  userSetStatusEndpoint,
  userUpdateEndpoint,
} from '../../src/api/users/contract';
import { type UserAction, userPermissions } from '../../src/api/users/permissions';
import { type Caller, assertOrgVisible } from '../core/caller';
import type { Clock } from '../core/clock';
import { defineHandler } from '../core/define-handler';
import { recordSystemEvent } from '../alerts/system-events';
import { principalIn } from '../core/membership';
import { MockError, forbidden, invalid, notFound } from '../core/mock-error';
import { deleteRecord, updateRecord } from '../core/crud';
import { defineListHandler } from '../core/list-handler';
import { userManagerViewer } from '../core/user-access';
import { type Database, type UserRow, db } from '../db/database';
import { findOrg, findUser, usersByEmail } from '../db/lookups';
import type { OrganizationRecord, UserRecord } from '../db/schemas';
import { sendWelcome } from './account-mail';
import { assertEmailAllowed, assertIdentityFits, assertNotDuplicatePerson, assertRolesAllowed } from './user-rules';

/** The organization must be visible and the caller allowed this action there (on this user, when given). */
function authorize(caller: Caller, action: UserAction, orgId: string, email?: string): OrganizationRecord {
  const org = assertOrgVisible(caller, orgId);
  if (!userPermissions[action](userManagerViewer(caller, orgId), { orgName: org.orgName, email })) {
    throw forbidden(
      `The caller may not ${action === 'changeStatus' ? 'change the status of' : action} users of ${org.orgName}${email ? ' (or this user)' : ''}.`,
    );
  }
  return org;
}

function existingUser(orgId: string, email: string): UserRow {
  const user = findUser(orgId, email);
  if (!user) throw notFound('The user', 'email');
  return user;
}

/**
 * A search in the Global organization by the operators who manage every organization's users
 * (global user managers and customer managers, the ones who onboard) finds people of any
 * organization: onboarding's search for an existing user (spec 1 §7) names no other scope,
 * since the new organization does not exist yet. docs/decisions/onboarding-existing-user-search.md
 */
const searchesEveryOrganization = (caller: Caller, org: OrganizationRecord, searchString: string | undefined) =>
  org.orgName === GLOBAL_ORG_NAME && !!searchString?.trim() && userPermissions.filter(caller.principal);

/**
 * Users of one organization, or, for global callers filtering by organization, of several.
 * A role filter matches the base role (Admin, User) or any fine-grained role.
 */
const list = defineListHandler(userListEndpoint, ({ input, caller, db }) => {
  const org = assertOrgVisible(caller, input.orgId);
  let orgIds: Set<string> | null = searchesEveryOrganization(caller, org, input.searchString)
    ? null
    : new Set([input.orgId]);
  if (input.organizations?.length) {
    if (!userPermissions.filter(caller.principal)) {
      throw forbidden('Only global user managers and customer managers may filter by organization.');
    }
    for (const orgId of input.organizations) assertOrgVisible(caller, orgId, 'organizations');
    orgIds = new Set(input.organizations);
  }
  const statuses = input.statuses?.length ? new Set<string>(input.statuses) : null;
  const roles = input.roles?.length ? new Set(input.roles) : null;
  return {
    rows: db.users.all(),
    where: (user: UserRecord) =>
      (!orgIds || orgIds.has(user.orgId)) &&
      (!statuses || statuses.has(user.status)) &&
      (!roles || roles.has(user.role) || user.roles.some((role) => roles.has(role))),
    whereKey: JSON.stringify(['users', orgIds ? [...orgIds] : 'every', input.statuses, input.roles]),
  };
});

const get = defineHandler(userGetEndpoint, ({ input, caller }) => {
  assertOrgVisible(caller, input.orgId);
  return existingUser(input.orgId, input.email);
});

type NewUser = Omit<UserInput, 'orgId'> & { email: string };

/**
 * Nobody grants more than they hold: a new user takes the Admin base role (as spec 1 §3 has the
 * service set it) only when their creator is an Admin where the user is created, else User.
 */
/**
 * Spec 1 §3: "role (set to admin on create)". The service's user administrators make Admins: an
 * Admin of the organization, a customer manager and a service (global) user manager. A tenant user
 * manager who is not an Admin makes Users, since nobody grants more than they hold.
 */
function createdBaseRole(creator: Caller, org: OrganizationRecord): 'Admin' | 'User' {
  const principal = principalIn(creator, org);
  if (!principal) return 'User';
  if (principal.role === 'Admin') return 'Admin';
  const serviceAdministrator =
    isGlobalUser(principal) && (hasRole(principal, 'customerManager') || hasRole(principal, 'globalUserManager'));
  return serviceAdministrator ? 'Admin' : 'User';
}

/** The creator may change this organization's user records (their other memberships are not theirs to touch). */
function managesRecordsOf(creator: Caller, orgId: string): boolean {
  const org = findOrg(orgId);
  const principal = org && principalIn(creator, org);
  return !!principal && org.orgName !== GLOBAL_ORG_NAME && userPermissions.manage(principal, org);
}

/**
 * Adds a person to an organization (user create and onboarding). New users are Registered until
 * they first sign in. A person who already belongs elsewhere becomes a multi-agency user here,
 * and in their other organizations only where the creator manages users too; elsewhere a user
 * manager of that organization grants the role.
 */
export async function addUser(
  org: OrganizationRecord,
  input: NewUser,
  clock: Clock,
  confirmExisting: boolean,
  creator: Caller,
  /** Onboarding's first user administers the new organization: always an Admin. */
  firstUser = false,
): Promise<UserRecord> {
  if (findUser(org.orgId, input.email)) {
    throw new MockError(ErrorKey.emailInUse, 409, {
      field: 'email',
      message: 'This e-mail is already a user of this organization.',
    });
  }
  assertEmailAllowed(org, input.email);
  assertIdentityFits(org, input.email);
  const roles = [...input.roles];
  assertRolesAllowed(org, roles);
  assertNotDuplicatePerson(org.orgId, input);
  const elsewhere = usersByEmail(input.email);
  if (elsewhere.length && !confirmExisting) {
    throw new MockError(ErrorKey.userExistsElsewhere, 409, {
      field: 'email',
      message: 'This person already belongs to another organization; resend with confirmExisting to add them here too.',
    });
  }
  if (elsewhere.length && org.orgType !== 'Global') {
    for (const user of elsewhere) {
      if (!user.roles.includes('multiAgencyUser') && managesRecordsOf(creator, user.orgId)) {
        await db.users.update(user, { strict: true, data: (record) => void record.roles.push('multiAgencyUser') });
      }
    }
    if (!roles.includes('multiAgencyUser')) roles.push('multiAgencyUser');
  }
  const user = await db.users.create({
    orgId: org.orgId,
    email: input.email,
    firstName: input.firstName,
    middleName: input.middleName ?? '',
    lastName: input.lastName,
    phone: input.phone,
    description: input.description ?? '',
    roles,
    role: firstUser ? 'Admin' : createdBaseRole(creator, org),
    status: 'Registered',
    internalStatus: 'FORCE_CHANGE_PASSWORD',
    createdAt: clock.isoNow(),
    lastSignedIn: null,
  });
  await sendWelcome(db, clock, user, org, creator);
  return user;
}

/** Access control, for System Events alert sets: who was let in, changed, disabled or removed, and by whom. */
const accessEvent = (db: Database, clock: Clock, orgId: string, summary: string) =>
  recordSystemEvent(db, clock, { orgId, kind: 'accessControl', summary });

const create = defineHandler(userCreateEndpoint, async ({ input, caller, db, clock }) => {
  const org = authorize(caller, 'create', input.orgId);
  const user = await addUser(org, input, clock, input.confirmExisting, caller);
  await accessEvent(db, clock, org.orgId, `User ${user.email} was created by ${caller.user.email}.`);
  return user;
});

const update = defineHandler(userUpdateEndpoint, async ({ input, caller, db, clock }) => {
  const org = authorize(caller, 'edit', input.orgId, input.email);
  const user = existingUser(input.orgId, input.email);
  const rolesChanged = [...input.roles].sort().join() !== [...user.roles].sort().join();
  if (rolesChanged) {
    if (!userPermissions.editRoles(userManagerViewer(caller, org.orgId), { orgName: org.orgName, email: user.email })) {
      throw forbidden('Nobody may change their own roles.');
    }
    assertRolesAllowed(org, input.roles);
  }
  assertNotDuplicatePerson(org.orgId, input, user.email);
  const { firstName, middleName, lastName, phone, description } = input;
  const updated = await updateRecord(db.users, user, {
    firstName,
    middleName,
    lastName,
    phone,
    description,
    roles: [...input.roles],
  });
  if (rolesChanged)
    await accessEvent(db, clock, org.orgId, `The roles of ${user.email} were changed by ${caller.user.email}.`);
  return updated;
});

const ENABLE_FROM = new Set(['Inactive', 'Suspended']);

const setStatus = defineHandler(userSetStatusEndpoint, async ({ input, caller, db, clock }) => {
  authorize(caller, 'changeStatus', input.orgId, input.email);
  const user = existingUser(input.orgId, input.email);
  const allowed = input.status === 'Active' ? ENABLE_FROM.has(user.status) : user.status === 'Active';
  if (!allowed) {
    throw invalid(
      'status',
      input.status === 'Active'
        ? `Only inactive or suspended users can be enabled; this user is ${user.status}.`
        : `Only active users can be disabled; this user is ${user.status}.`,
    );
  }
  const updated = await updateRecord(db.users, user, { status: input.status });
  const verb = input.status === 'Active' ? 'enabled' : `set to ${input.status}`;
  await accessEvent(db, clock, input.orgId, `User ${user.email} was ${verb} by ${caller.user.email}.`);
  return updated;
});

const remove = defineHandler(userDeleteEndpoint, async ({ input, caller, db, clock }) => {
  authorize(caller, 'delete', input.orgId, input.email);
  const { orgId, email } = deleteRecord(db.users, existingUser(input.orgId, input.email));
  await accessEvent(db, clock, orgId, `User ${email} was deleted by ${caller.user.email}.`);
  return { orgId, email };
});

export const userHandlers = [list, get, create, update, setStatus, remove];
