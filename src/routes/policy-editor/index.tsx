import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { STATUS_FILTERS, policySortFields } from '@/api/policies/contract';
import { sessionStore } from '@/api/session/store';
import { prefetchTablePage, searchToTableState, tableSearchEntries } from '@/components/data-table/route-state';
import { PolicyListScreen } from '@/features/policies/list/policy-list-screen';
import { DEFAULT_STATUS_FILTER, policyTableSource } from '@/features/policies/list/policy-table-source';
import { requireCall } from '../-guards';

const policySearch = v.object({
  ...tableSearchEntries(policySortFields),
  /** Pending (the default, left out of the address) or Active (spec 2 §2.1). */
  statusFilterType: v.fallback(v.optional(v.picklist(STATUS_FILTERS)), undefined),
});

export const Route = createFileRoute('/policy-editor/')({
  staticData: { title: 'Policy Editor' },
  beforeLoad: requireCall('policy.list'),
  validateSearch: policySearch,
  // Entering the route only: search, sort, page and filter changes are the table's own queries.
  shouldReload: false,
  loader: ({ context, location }) => {
    const { user, selectedOrgId } = sessionStore.get();
    const orgId = selectedOrgId ?? user?.orgId;
    if (!orgId) return;
    const search = v.parse(policySearch, location.search);
    void prefetchTablePage(
      context.queryClient,
      policyTableSource(orgId, search.statusFilterType ?? DEFAULT_STATUS_FILTER),
      searchToTableState(search),
    );
  },
  component: function PolicyEditorRoute() {
    return <PolicyListScreen search={Route.useSearch()} />;
  },
});
