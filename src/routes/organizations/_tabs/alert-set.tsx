import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { alertSetSortFields } from '@/api/alert-sets/contract';
import { sessionStore } from '@/api/session/store';
import { prefetchTablePage, searchToTableState, tableSearchEntries } from '@/components/data-table/route-state';
import { AlertSetsScreen } from '@/features/organizations/alert-sets/alert-sets-screen';
import { alertSetsTableSource } from '@/features/organizations/alert-sets/alert-sets-table-source';
import { requireCall } from '../../-guards';

const alertSetsSearch = v.object(tableSearchEntries(alertSetSortFields));

export const Route = createFileRoute('/organizations/_tabs/alert-set')({
  staticData: { title: 'Alert Sets' },
  beforeLoad: requireCall('alertSet.list'),
  validateSearch: alertSetsSearch,
  // Entering the route only: later search, sort and page changes are the table's own queries.
  shouldReload: false,
  loader: ({ context, location }) => {
    const { user, selectedOrgId } = sessionStore.get();
    const orgId = selectedOrgId ?? user?.orgId;
    if (!orgId) return;
    const search = v.parse(alertSetsSearch, location.search);
    void prefetchTablePage(context.queryClient, alertSetsTableSource(orgId), searchToTableState(search));
  },
  component: function AlertSetsRoute() {
    return <AlertSetsScreen search={Route.useSearch()} />;
  },
});
