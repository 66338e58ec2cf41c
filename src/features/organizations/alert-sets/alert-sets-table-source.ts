import type { AlertSetItem } from '@/api/alert-sets/contract';
import { fetchAlertSetPage, alertSetKeys } from '@/api/alert-sets/queries';
import type { TableSource } from '@/components/data-table';

/** One organization's alert sets, so the page the loader fetches is the one the table finds cached. */
export const alertSetsTableSource = (orgId: string): TableSource<AlertSetItem> => ({
  tableId: 'alert-sets',
  queryKey: alertSetKeys.list(orgId),
  defaultSort: { field: 'name', order: 'asc' },
  fetchPage: (params, { signal }) => fetchAlertSetPage(orgId, params, signal),
});
