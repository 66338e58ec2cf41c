import type { DistributionList } from '@/api/distribution-lists/contract';
import { fetchDistributionListPage, distributionListKeys } from '@/api/distribution-lists/queries';
import type { TableSource } from '@/components/data-table';

/** One organization's distribution lists, so the page the loader fetches is the one the table finds cached. */
export const distributionListsTableSource = (orgId: string): TableSource<DistributionList> => ({
  tableId: 'distribution-lists',
  queryKey: distributionListKeys.list(orgId),
  defaultSort: { field: 'name', order: 'asc' },
  fetchPage: (params, { signal }) => fetchDistributionListPage(orgId, params, signal),
});
