import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { distributionListSortFields } from '@/api/distribution-lists/contract';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
import { DistributionListsScreen } from '@/features/organizations/distribution-lists/distribution-lists-screen';
import { distributionListsTableSource } from '@/features/organizations/distribution-lists/distribution-lists-table-source';
import { requireCall } from '../../-guards';

const distributionListsSearch = v.object(tableSearchEntries(distributionListSortFields));

export const Route = createFileRoute('/organizations/_tabs/dist')({
  staticData: { title: 'Distribution Lists' },
  beforeLoad: requireCall('distributionList.list'),
  validateSearch: distributionListsSearch,
  // Starts the table's page while the screen's code loads; the route change never waits for it.
  loaderDeps: searchDeps,
  loader: listLoader((orgId) => distributionListsTableSource(orgId)),
  component: function DistributionListsRoute() {
    return <DistributionListsScreen search={Route.useSearch()} />;
  },
});
