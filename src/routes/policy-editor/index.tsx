import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { STATUS_FILTERS, policySortFields } from '@/api/policies/contract';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
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
  // Starts the table's page while the screen's code loads; the route change never waits for it.
  loaderDeps: searchDeps,
  loader: listLoader((orgId, search: v.InferOutput<typeof policySearch>) =>
    policyTableSource(orgId, search.statusFilterType ?? DEFAULT_STATUS_FILTER),
  ),
  component: function PolicyEditorRoute() {
    return <PolicyListScreen search={Route.useSearch()} />;
  },
});
