import type { AccessKey } from '@/api/access-keys/contract';
import { accessKeyListEndpoint } from '@/api/access-keys/contract';
import { accessKeyKeys, fetchAccessKeyPage } from '@/api/access-keys/queries';
import { defaultSortOf } from '@/api/contract';
import type { TableSource } from '@/components/data-table';

/** One organization's access keys, so the page the loader fetches is the one the table finds cached. */
export const accessKeysTableSource = (orgId: string): TableSource<AccessKey> => ({
  tableId: 'access-keys',
  queryKey: accessKeyKeys.list(orgId),
  defaultSort: defaultSortOf(accessKeyListEndpoint),
  fetchPage: (params, { signal }) => fetchAccessKeyPage(orgId, params, signal),
});
