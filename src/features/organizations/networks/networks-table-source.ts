import { defaultSortOf } from '@/api/contract';
import { type ManagementNetwork, networkListEndpoint } from '@/api/management-networks/contract';
import { fetchNetworkPage, managementNetworkKeys } from '@/api/management-networks/queries';
import type { TableSource } from '@/components/data-table';

/** One organization's networks as the table and the route's loader both read them. */
export const networksTableSource = (orgId: string): TableSource<ManagementNetwork> => ({
  tableId: 'management-networks',
  queryKey: managementNetworkKeys.list(orgId),
  defaultSort: defaultSortOf(networkListEndpoint),
  fetchPage: (params, { signal }) => fetchNetworkPage(orgId, params, signal),
});
