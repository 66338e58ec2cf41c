import { orgListSource } from '@/api/list-source';
import { networkListEndpoint } from '@/api/management-networks/contract';
import { managementNetworkKeys } from '@/api/management-networks/queries';

/** One organization's networks, for the table and the route's loader. */
export const networksTableSource = orgListSource({
  tableId: 'management-networks',
  endpoint: networkListEndpoint,
  queryKey: managementNetworkKeys.list,
});
