import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { distributionListSortFields } from '@/api/distribution-lists/contract';
import { sessionStore } from '@/api/session/store';
import { prefetchTablePage, searchToTableState, tableSearchEntries } from '@/components/data-table/route-state';
import { DistributionListsScreen } from '@/features/organizations/distribution-lists/distribution-lists-screen';
import { distributionListsTableSource } from '@/features/organizations/distribution-lists/distribution-lists-table-source';
import { requireCall } from '../../-guards';

const distributionListsSearch = v.object(tableSearchEntries(distributionListSortFields));

export const Route = createFileRoute('/organizations/_tabs/dist')({
  staticData: { title: 'Distribution Lists' },
  beforeLoad: requireCall('distributionList.list'),
  validateSearch: distributionListsSearch,
  // Entering the route only: later search, sort and page changes are the table's own queries.
  shouldReload: false,
  loader: ({ context, location }) => {
    const { user, selectedOrgId } = sessionStore.get();
    const orgId = selectedOrgId ?? user?.orgId;
    if (!orgId) return;
    const search = v.parse(distributionListsSearch, location.search);
    void prefetchTablePage(context.queryClient, distributionListsTableSource(orgId), searchToTableState(search));
  },
  component: function DistributionListsRoute() {
    return <DistributionListsScreen search={Route.useSearch()} />;
  },
});
