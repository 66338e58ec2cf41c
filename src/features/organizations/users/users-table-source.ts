import { orgListSource } from '@/api/list-source';
import { type UserStatus, userListEndpoint } from '@/api/users/contract';
import { userKeys } from '@/api/users/queries';
import type { TableSearch } from '@/components/data-table';
import type { UserFilterValues } from './user-filters';

/** The users tab's search params: the table's, and the filters of the filter popover. */
export interface UsersSearch extends TableSearch {
  organizations?: string[];
  roles?: string[];
  statuses?: UserStatus[];
}

export const filtersOf = (search: UsersSearch): UserFilterValues => ({
  organizations: search.organizations ?? [],
  roles: search.roles ?? [],
  statuses: search.statuses ?? [],
});

/** Filters as search params: an empty filter leaves the address. */
export const filtersToSearch = (filters: UserFilterValues) => ({
  organizations: filters.organizations.length ? filters.organizations : undefined,
  roles: filters.roles.length ? filters.roles : undefined,
  statuses: filters.statuses.length ? filters.statuses : undefined,
});

/**
 * One organization's users under the filter popover's choices, as the table and the route's loader
 * both read them, so the page the loader fetches is the one the table finds in the cache.
 */
export const usersTableSource = orgListSource({
  tableId: 'users',
  endpoint: userListEndpoint,
  queryKey: (orgId, filters: UserFilterValues) => [...userKeys.lists(), 'table', orgId, filters],
  request: (orgId, filters) => ({ orgId, ...filtersToSearch(filters) }),
});
