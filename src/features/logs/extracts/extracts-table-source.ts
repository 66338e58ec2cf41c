import type { ScheduledExtract } from '@/api/log-queries/extract-contract';
import { extractKeys, fetchExtractPage } from '@/api/log-queries/extract-queries';
import type { TableSource } from '@/components/data-table';

/** One organization's scheduled extracts, so the page the loader fetches is the one the table finds cached. */
export const extractsTableSource = (orgId: string): TableSource<ScheduledExtract> => ({
  tableId: 'scheduled-extracts',
  queryKey: extractKeys.list(orgId),
  defaultSort: { field: 'queryName', order: 'asc' },
  fetchPage: (params, { signal }) => fetchExtractPage(orgId, params, signal),
});
