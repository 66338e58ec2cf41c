import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { sessionStore } from '@/api/session/store';
import { USER_STATUSES, userSortFields } from '@/api/users/contract';
import { prefetchTablePage, searchToTableState, tableSearchEntries } from '@/components/data-table/route-state';
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
  // Entering the route only: later search, sort and page changes are the table's own queries and
  // must not wait for a loader before the address changes.
  shouldReload: false,
  // Starts the first page while the screen's code loads; from the cache it is there at once, and the
  // route change never waits for the service.
  loader: ({ context, location }) => {
    const { user, selectedOrgId } = sessionStore.get();
    const orgId = selectedOrgId ?? user?.orgId;
    if (!orgId) return;
    const search = v.parse(usersSearch, location.search);
    void prefetchTablePage(context.queryClient, usersTableSource(orgId, filtersOf(search)), searchToTableState(search));
  },
  component: function UsersRoute() {
    return <UsersTab search={Route.useSearch()} />;
  },
});
