import { alertSetListEndpoint } from '@/api/alert-sets/contract';
import { alertSetKeys } from '@/api/alert-sets/queries';
import { orgListSource } from '@/api/list-source';

/** One organization's alert sets, for the table and the route's loader. */
export const alertSetsTableSource = orgListSource({
  tableId: 'alert-sets',
  endpoint: alertSetListEndpoint,
  queryKey: alertSetKeys.list,
});
