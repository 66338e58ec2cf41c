import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { sessionStore } from '@/api/session/store';
import { sourceSetSortFields } from '@/api/sources/contract';
import { prefetchTablePage, searchToTableState, tableSearchEntries } from '@/components/data-table/route-state';
import { SourcesTab } from '@/features/organizations/sources/sources-tab';
import { sourceSetsTableSource } from '@/features/organizations/sources/sources-table-source';
import { requireCall } from '../../-guards';

const sourcesSearch = v.object(tableSearchEntries(sourceSetSortFields));

export const Route = createFileRoute('/organizations/_tabs/sources')({
  staticData: { title: 'Sources' },
  beforeLoad: requireCall('sourceSet.list'),
  validateSearch: sourcesSearch,
  shouldReload: false,
  loader: ({ context, location }) => {
    const { user, selectedOrgId } = sessionStore.get();
    const orgId = selectedOrgId ?? user?.orgId;
    if (!orgId) return;
    const search = v.parse(sourcesSearch, location.search);
    void prefetchTablePage(context.queryClient, sourceSetsTableSource(orgId), searchToTableState(search));
  },
  component: function SourcesRoute() {
    return <SourcesTab search={Route.useSearch()} />;
  },
});
