import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { accessKeySortFields } from '@/api/access-keys/contract';
import { accessKeyPermissions } from '@/api/access-keys/permissions';
import { organizationListQuery } from '@/api/organizations/queries';
import { config } from '@/config/env';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
import { accessKeysTableSource } from '@/features/organizations/access-keys/access-keys-table-source';
import { ApiManagementTab } from '@/features/organizations/access-keys/api-management-tab';

const accessKeysSearch = v.object(tableSearchEntries(accessKeySortFields));

// No requireCall guard: who may open the tab depends on the organization viewed and the build,
// which the area's tab rule decides (a hidden or disabled tab's address opens the first tab).
export const Route = createFileRoute('/organizations/_tabs/APIManagement')({
  staticData: { title: 'API Management' },
  validateSearch: accessKeysSearch,
  loaderDeps: searchDeps,
  // Only where the tab will show: anywhere else the service would refuse the call.
  loader: listLoader((orgId, _search, { queryClient, principal }) => {
    const org = queryClient.getQueryData(organizationListQuery().queryKey)?.find((o) => o.orgId === orgId);
    const shown = principal && org && config.orgType === 'FCEB' && accessKeyPermissions.manage(principal, org);
    return shown ? accessKeysTableSource(orgId) : undefined;
  }),
  component: function ApiManagementRoute() {
    return <ApiManagementTab search={Route.useSearch()} />;
  },
});
