import { accessKeyListEndpoint } from '@/api/access-keys/contract';
import { accessKeyKeys } from '@/api/access-keys/queries';
import { orgListSource } from '@/api/list-source';

/** One organization's access keys, for the table and the route's loader. */
export const accessKeysTableSource = orgListSource({
  tableId: 'access-keys',
  endpoint: accessKeyListEndpoint,
  queryKey: accessKeyKeys.list,
});
