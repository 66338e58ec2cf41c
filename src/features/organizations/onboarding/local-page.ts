import type { Page } from '@/api/contract';
import type { FetchPageParams } from '@/components/data-table';

/**
 * A DataTable page over rows held in the browser (the onboarding draft's networks), with the
 * same search, sort and page numbers a server list has.
 */
export function localPage<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  params: FetchPageParams,
  searchFields: readonly (keyof Row & string)[],
): Page<Row> {
  const needle = params.searchString?.toLowerCase();
  const matching = rows.filter(
    (row) => !needle || searchFields.some((f) => String(row[f]).toLowerCase().includes(needle)),
  );
  const field = params.sortField as (keyof Row & string) | undefined;
  if (field) {
    const sign = params.sortOrder === 'des' ? -1 : 1;
    matching.sort(
      (a, b) => sign * String(a[field]).localeCompare(String(b[field]), 'en', { sensitivity: 'base', numeric: true }),
    );
  }
  const offset = (params.page - 1) * params.pageSize;
  const end = offset + params.pageSize;
  return {
    items: matching.slice(offset, end),
    itemCount: matching.length,
    nextPageKey: end < matching.length ? String(end) : null,
  };
}
