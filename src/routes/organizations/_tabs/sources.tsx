import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { sourceSetSortFields } from '@/api/sources/contract';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
import { SourcesTab } from '@/features/organizations/sources/sources-tab';
import { sourceSetsTableSource } from '@/features/organizations/sources/sources-table-source';
import { requireCall } from '../../-guards';

const sourcesSearch = v.object(tableSearchEntries(sourceSetSortFields));

export const Route = createFileRoute('/organizations/_tabs/sources')({
  staticData: { title: 'Sources' },
  beforeLoad: requireCall('sourceSet.list'),
  validateSearch: sourcesSearch,
  // Starts the table's page while the screen's code loads; the route change never waits for it.
  loaderDeps: searchDeps,
  loader: listLoader((orgId) => sourceSetsTableSource(orgId)),
  component: function SourcesRoute() {
    return <SourcesTab search={Route.useSearch()} />;
  },
});
