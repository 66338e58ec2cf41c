import { orgListSource } from '@/api/list-source';
import { sourceSetListEndpoint } from '@/api/sources/contract';
import { sourceKeys } from '@/api/sources/queries';

/** One organization's source sets (every organization's for Global), for the table and the route's loader. */
export const sourceSetsTableSource = orgListSource({
  tableId: 'source-sets',
  endpoint: sourceSetListEndpoint,
  queryKey: sourceKeys.list,
});
