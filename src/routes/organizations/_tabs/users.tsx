import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { USER_STATUSES, userSortFields } from '@/api/users/contract';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
import { filtersOf, usersTableSource } from '@/features/organizations/users/users-table-source';
import { UsersTab } from '@/features/organizations/users/users-tab';
import { requireCall } from '../../-guards';

const list = <T extends v.GenericSchema<string>>(item: T) => v.fallback(v.optional(v.array(item)), undefined);

const usersSearch = v.object({
  ...tableSearchEntries(userSortFields),
  organizations: list(v.string()),
  roles: list(v.string()),
  statuses: list(v.picklist(USER_STATUSES)),
});

export const Route = createFileRoute('/organizations/_tabs/users')({
  staticData: { title: 'Users' },
  beforeLoad: requireCall('user.list'),
  validateSearch: usersSearch,
  // Starts the table's page while the screen's code loads; the route change never waits for it.
  loaderDeps: searchDeps,
  loader: listLoader((orgId, search: v.InferOutput<typeof usersSearch>) => usersTableSource(orgId, filtersOf(search))),
  component: function UsersRoute() {
    return <UsersTab search={Route.useSearch()} />;
  },
});
