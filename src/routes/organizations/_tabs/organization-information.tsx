import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { networkSortFields } from '@/api/management-networks/contract';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
import { networksTableSource } from '@/features/organizations/networks/networks-table-source';
import { OrganizationInformationTab } from '@/features/organizations/organization-information-tab';
import { requireCall } from '../../-guards';

/** The Management Networks table's search, sort and page. */
const informationSearch = v.object(tableSearchEntries(networkSortFields));

export const Route = createFileRoute('/organizations/_tabs/organization-information')({
  staticData: { title: 'Organization Information' },
  beforeLoad: requireCall('managementNetwork.list'),
  validateSearch: informationSearch,
  // Starts the table's page while the screen's code loads; the route change never waits for it.
  loaderDeps: searchDeps,
  loader: listLoader((orgId) => networksTableSource(orgId)),
  component: function OrganizationInformationRoute() {
    return <OrganizationInformationTab search={Route.useSearch()} />;
  },
});
