import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { alertSetSortFields } from '@/api/alert-sets/contract';
import { orgIdSchema } from '@/api/contract';
import { sessionStore } from '@/api/session/store';
import { prefetchTablePage, searchToTableState, tableSearchEntries } from '@/components/data-table/route-state';
import { AlertSetsScreen } from '@/features/organizations/alert-sets/alert-sets-screen';
import { alertSetsTableSource } from '@/features/organizations/alert-sets/alert-sets-table-source';
import { requireCall } from '../../-guards';

/** The table's state, and the organization tab (absent: the organization being viewed). */
const alertSetsSearch = v.object({
  ...tableSearchEntries(alertSetSortFields),
  orgId: v.fallback(v.optional(orgIdSchema), undefined),
});

export const Route = createFileRoute('/organizations/_tabs/alert-set')({
  staticData: { title: 'Alert Sets' },
  beforeLoad: requireCall('alertSet.list'),
  validateSearch: alertSetsSearch,
  // Entering the route only: later search, sort, page and tab changes are the table's own queries.
  shouldReload: false,
  loader: ({ context, location }) => {
    const { user, selectedOrgId } = sessionStore.get();
    const search = v.parse(alertSetsSearch, location.search);
    const orgId = search.orgId ?? selectedOrgId ?? user?.orgId;
    if (!orgId) return;
    void prefetchTablePage(context.queryClient, alertSetsTableSource(orgId), searchToTableState(search));
  },
  component: function AlertSetsRoute() {
    return <AlertSetsScreen search={Route.useSearch()} />;
  },
});
