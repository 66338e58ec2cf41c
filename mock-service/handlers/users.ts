import { canAccess, isGlobalUser } from '../../src/api/roles';
import { userListEndpoint, userSortFields } from '../../src/api/users/contract';
import { assertOrgVisible } from '../core/caller';
import { defineHandler } from '../core/define-handler';
import { forbidden } from '../core/mock-error';
import { paginate } from '../core/paginate';
import type { UserRecord } from '../db/schemas';

/**
 * Users of one organization, or, for global callers filtering by organization, of several.
 * A role filter matches the base role (Admin, User) or any fine-grained role.
 */
const list = defineHandler(
  userListEndpoint,
  ({ input, caller, db }) => {
    assertOrgVisible(caller, input.orgId);
    let orgIds = new Set([input.orgId]);
    if (input.organizations?.length) {
      if (!isGlobalUser(caller.principal)) throw forbidden('Only global users may filter by organization.');
      for (const orgId of input.organizations) assertOrgVisible(caller, orgId, 'organizations');
      orgIds = new Set(input.organizations);
    }
    const statuses = input.statuses?.length ? new Set<string>(input.statuses) : null;
    const roles = input.roles?.length ? new Set(input.roles) : null;
    const where = (user: UserRecord) =>
      orgIds.has(user.orgId) &&
      (!statuses || statuses.has(user.status)) &&
      (!roles || roles.has(user.role) || user.roles.some((role) => roles.has(role)));
    return paginate(db.users.all(), input, {
      searchFields: ['firstName', 'lastName', 'email'],
      sortFields: userSortFields,
      defaultSort: { field: 'lastName', order: 'asc' },
      where,
      whereKey: JSON.stringify(['users', [...orgIds], input.statuses, input.roles]),
    });
  },
  { permission: (caller) => canAccess.organizations(caller.principal) },
);

export const userHandlers = [list];
