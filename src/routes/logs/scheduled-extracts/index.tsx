import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { extractSortFields } from '@/api/log-queries/extract-contract';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
import { ScheduledExtractsScreen } from '@/features/logs/extracts/scheduled-extracts-screen';
import { extractsTableSource } from '@/features/logs/extracts/extracts-table-source';
import { requireCall } from '../../-guards';

const extractsSearch = v.object(tableSearchEntries(extractSortFields));

export const Route = createFileRoute('/logs/scheduled-extracts/')({
  staticData: { title: 'Scheduled Extracts' },
  beforeLoad: requireCall('logQuery.list'),
  validateSearch: extractsSearch,
  // Starts the table's page while the screen's code loads; the route change never waits for it.
  loaderDeps: searchDeps,
  loader: listLoader((orgId) => extractsTableSource(orgId)),
  component: function ScheduledExtractsRoute() {
    return <ScheduledExtractsScreen search={Route.useSearch()} />;
  },
});
