import { distributionListListEndpoint } from '@/api/distribution-lists/contract';
import { distributionListKeys } from '@/api/distribution-lists/queries';
import { orgListSource } from '@/api/list-source';

/** One organization's distribution lists, for the table and the route's loader. */
export const distributionListsTableSource = orgListSource({
  tableId: 'distribution-lists',
  endpoint: distributionListListEndpoint,
  queryKey: distributionListKeys.list,
});
