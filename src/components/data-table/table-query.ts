import { type QueryClient, type QueryKey, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FetchPage, FetchPageParams, SortState, TableSource, TableState } from './types';
import { loadPageSize } from './use-stored-page-size';

/** The request for one page of a table in a given state. */
export function pageParams(pageSize: number, state: TableState, defaultSort?: SortState): FetchPageParams {
  const sort = state.sort ?? defaultSort;
  return {
    pageSize,
    page: state.page,
    ...(sort && { sortField: sort.field, sortOrder: sort.order }),
    ...(state.search && { searchString: state.search }),
  };
}

/**
 * Query options of one table page. The table and its route's loader both build them here, so a
 * page the loader fetched is the page the table finds in the cache.
 */
export function tablePageQuery<Row>(queryKey: QueryKey, fetchPage: FetchPage<Row>, params: FetchPageParams) {
  return queryOptions({
    queryKey: [...queryKey, 'page', params],
    queryFn: ({ signal }) => fetchPage(params, { signal }),
    // Table pages are large and often personal (users, logs): they stay out of the persisted cache.
    meta: { persist: false },
    placeholderData: keepPreviousData,
  });
}

/**
 * For a route loader: the page the table will open first, with the remembered page size. A
 * failure is left for the table to show (with its 'Try again'), not turned into a route error.
 */
export async function prefetchTablePage<Row>(
  queryClient: QueryClient,
  source: TableSource<Row>,
  state: TableState,
): Promise<void> {
  const pageSize = await loadPageSize(source.tableId);
  const options = tablePageQuery(source.queryKey, source.fetchPage, pageParams(pageSize, state, source.defaultSort));
  await queryClient.ensureQueryData(options).catch(() => undefined);
}
