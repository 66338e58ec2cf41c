import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FetchPage, type FetchPageParams, SEARCH_DEBOUNCE_MS, type SortState } from './types';
import { useStoredPageSize } from './use-stored-page-size';

interface Paging {
  /** Paging restarts whenever this changes (query, sort, search or page size). */
  resetKey: string;
  pageIndex: number;
  /** Page index → the token that fetches it; only pages reached so far are known. */
  tokens: Record<number, string | null>;
}

const firstPage = (resetKey: string): Paging => ({ resetKey, pageIndex: 0, tokens: { 0: null } });

export interface ServerTableOptions<Row> {
  tableId: string;
  queryKey: QueryKey;
  fetchPage: FetchPage<Row>;
  defaultSort?: SortState;
}

/**
 * Server state of a paged list. The server pages with opaque `nextPageKey` tokens, so a page can
 * only be opened once the page before it has been fetched; the map of known tokens lets Previous
 * and already-reached page numbers work.
 */
export function useServerTable<Row>({ tableId, queryKey, fetchPage, defaultSort }: ServerTableOptions<Row>) {
  const { pageSize, ready, setPageSize } = useStoredPageSize(tableId);
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const resetKey = hashKey([queryKey, sort ?? null, debouncedSearch, pageSize]);
  const [storedPaging, setPaging] = useState<Paging>(() => firstPage(resetKey));
  let paging = storedPaging;
  if (paging.resetKey !== resetKey) {
    paging = firstPage(resetKey);
    setPaging(paging);
  }
  const { pageIndex, tokens } = paging;

  const params: FetchPageParams = {
    pageSize,
    pageToken: tokens[pageIndex] ?? null,
    ...(sort && { sortField: sort.field, sortOrder: sort.order }),
    ...(debouncedSearch && { searchString: debouncedSearch }),
  };
  const query = useQuery({
    queryKey: [...queryKey, 'page', params],
    // Table pages are large and often personal (users, logs): they stay out of the persisted cache.
    meta: { persist: false },
    queryFn: ({ signal }) => fetchPage(params, { signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });

  const current = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  const nextToken = current?.nextPageKey ?? null;
  useEffect(() => {
    if (!nextToken) return;
    setPaging((p) =>
      p.resetKey !== resetKey || p.tokens[p.pageIndex + 1] === nextToken
        ? p
        : { ...p, tokens: { ...p.tokens, [p.pageIndex + 1]: nextToken } },
    );
  }, [nextToken, resetKey]);

  // A page emptied under us (its last row deleted, say) steps back rather than showing nothing.
  const pageEmptied = current !== undefined && current.items.length === 0 && pageIndex > 0;
  useEffect(() => {
    if (!pageEmptied) return;
    setPaging((p) => {
      if (p.resetKey !== resetKey) return p;
      const tokens = Object.fromEntries(Object.entries(p.tokens).filter(([index]) => Number(index) < p.pageIndex));
      return { ...p, pageIndex: p.pageIndex - 1, tokens };
    });
  }, [pageEmptied, resetKey]);

  const itemCount = query.data?.itemCount ?? 0;
  const canGoTo = (index: number) => index in tokens || (index === pageIndex + 1 && nextToken !== null);
  const goTo = (index: number) => {
    if (!canGoTo(index)) return;
    const token = index in tokens ? tokens[index] : nextToken;
    setPaging({ ...paging, pageIndex: index, tokens: { ...tokens, [index]: token } });
  };

  return {
    rows: query.data?.items ?? [],
    itemCount,
    pageSize,
    setPageSize,
    pageIndex,
    pageCount: Math.max(1, Math.ceil(itemCount / pageSize)),
    canGoTo,
    goTo,
    hasPrevious: pageIndex > 0,
    hasNext: nextToken !== null,
    sort,
    toggleSort: (field: string) =>
      setSort((s) => ({ field, order: s?.field === field && s.order === 'asc' ? 'des' : 'asc' })),
    search,
    setSearch,
    /** Nothing to show yet: the first request (or the stored page size) is still on its way. */
    isLoading: !ready || query.isPending,
    /** A request runs while rows from an earlier one are on screen. */
    isRefreshing: query.isFetching && !query.isPending,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}

export type ServerTable<Row> = ReturnType<typeof useServerTable<Row>>;
