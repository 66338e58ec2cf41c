import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { networkSortFields } from '@/api/management-networks/contract';
import { sessionStore } from '@/api/session/store';
import { prefetchTablePage, searchToTableState, tableSearchEntries } from '@/components/data-table/route-state';
import { networksTableSource } from '@/features/organizations/networks/networks-table-source';
import { OrganizationInformationTab } from '@/features/organizations/organization-information-tab';
import { requireCall } from '../../-guards';

/** The Management Networks table's search, sort and page. */
const informationSearch = v.object(tableSearchEntries(networkSortFields));

export const Route = createFileRoute('/organizations/_tabs/organization-information')({
  staticData: { title: 'Organization Information' },
  beforeLoad: requireCall('managementNetwork.list'),
  validateSearch: informationSearch,
  // Entering the route only: later search, sort and page changes are the table's own queries and
  // must not wait for a loader before the address changes.
  shouldReload: false,
  // Starts the networks' first page while the screen's code loads; the route change never waits for it.
  loader: ({ context, location }) => {
    const { user, selectedOrgId } = sessionStore.get();
    const orgId = selectedOrgId ?? user?.orgId;
    if (!orgId) return;
    const search = v.parse(informationSearch, location.search);
    void prefetchTablePage(context.queryClient, networksTableSource(orgId), searchToTableState(search));
  },
  component: function OrganizationInformationRoute() {
    return <OrganizationInformationTab search={Route.useSearch()} />;
  },
});
