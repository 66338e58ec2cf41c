import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { alertSetSortFields } from '@/api/alert-sets/contract';
import { orgIdSchema } from '@/api/contract';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
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
  // Starts the table's page while the screen's code loads; the route change never waits for it.
  loaderDeps: searchDeps,
  loader: listLoader((orgId, search: v.InferOutput<typeof alertSetsSearch>) =>
    alertSetsTableSource(search.orgId ?? orgId),
  ),
  component: function AlertSetsRoute() {
    return <AlertSetsScreen search={Route.useSearch()} />;
  },
});
