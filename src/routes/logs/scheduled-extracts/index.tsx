import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { extractSortFields } from '@/api/log-queries/extract-contract';
import { sessionStore } from '@/api/session/store';
import { prefetchTablePage, searchToTableState, tableSearchEntries } from '@/components/data-table/route-state';
import { ScheduledExtractsScreen } from '@/features/logs/extracts/scheduled-extracts-screen';
import { extractsTableSource } from '@/features/logs/extracts/extracts-table-source';
import { requireCall } from '../../-guards';

const extractsSearch = v.object(tableSearchEntries(extractSortFields));

export const Route = createFileRoute('/logs/scheduled-extracts/')({
  staticData: { title: 'Scheduled Extracts' },
  beforeLoad: requireCall('logQuery.list'),
  validateSearch: extractsSearch,
  // Entering the route only: later search, sort and page changes are the table's own queries.
  shouldReload: false,
  loader: ({ context, location }) => {
    const { user, selectedOrgId } = sessionStore.get();
    const orgId = selectedOrgId ?? user?.orgId;
    if (!orgId) return;
    const search = v.parse(extractsSearch, location.search);
    void prefetchTablePage(context.queryClient, extractsTableSource(orgId), searchToTableState(search));
  },
  component: function ScheduledExtractsRoute() {
    return <ScheduledExtractsScreen search={Route.useSearch()} />;
  },
});
