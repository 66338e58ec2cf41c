import { defaultSortOf } from '@/api/contract';
import { type SourceSetRow, sourceSetListEndpoint } from '@/api/sources/contract';
import { fetchSourceSetPage, sourceKeys } from '@/api/sources/queries';
import type { TableSource } from '@/components/data-table';

/** One organization's source sets (every organization's for Global), for the table and the route's loader. */
export const sourceSetsTableSource = (orgId: string): TableSource<SourceSetRow> => ({
  tableId: 'source-sets',
  queryKey: sourceKeys.list(orgId),
  defaultSort: defaultSortOf(sourceSetListEndpoint),
  fetchPage: (params, { signal }) => fetchSourceSetPage(orgId, params, signal),
});
