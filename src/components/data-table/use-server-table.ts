import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { pageParams, tablePageQuery } from './table-query';
import { SEARCH_DEBOUNCE_MS, type SortState, type TableSource, type TableState, type TableStateChange } from './types';
import { useStoredPageSize } from './use-stored-page-size';

export interface ServerTableOptions<Row> extends TableSource<Row> {
  state?: TableState;
  onStateChange?: TableStateChange;
}

const INITIAL: TableState = { search: '', page: 1 };

/**
 * Server state of a paged list. Search, sort and page come from `state` when the route holds them
 * (controlled) or from the table itself; the page size is remembered per table. Pages are opened
 * by number, so the pager can jump anywhere.
 */
export function useServerTable<Row>(options: ServerTableOptions<Row>) {
  const { tableId, queryKey, fetchPage, defaultSort } = options;
  const { pageSize, ready, setPageSize } = useStoredPageSize(tableId);
  const [own, setOwn] = useState<TableState>(INITIAL);
  const state = options.state ?? own;
  const change: TableStateChange = (patch, how) =>
    options.onStateChange ? options.onStateChange(patch, how) : setOwn((s) => ({ ...s, ...patch }));
  const changeRef = useRef(change);
  changeRef.current = change;

  // The box follows the typing; the state (and the address) follows the box after the debounce,
  // and a state changed from outside (back button, a link) refills the box.
  const [input, setInput] = useState(state.search);
  const [debounced] = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [shownSearch, setShownSearch] = useState(state.search);
  const sent = useRef(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    if (state.search !== sent.current) {
      sent.current = state.search;
      setInput(state.search);
    }
  }
  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    changeRef.current({ search: debounced, page: 1 }, { replace: true });
  }, [debounced]);

  const sort = state.sort ?? defaultSort;
  const pageIndex = state.page - 1;
  const query = useQuery({
    ...tablePageQuery(queryKey, fetchPage, pageParams(pageSize, state, defaultSort)),
    enabled: ready,
  });

  const itemCount = query.data?.itemCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(itemCount / pageSize));
  const current = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;

  // A page past the end (its last row deleted, or an old link) shows the last page instead.
  const pastEnd = current !== undefined && current.items.length === 0 && state.page > 1;
  const lastPage = Math.max(1, Math.ceil((current?.itemCount ?? 0) / pageSize));
  useEffect(() => {
    if (pastEnd) changeRef.current({ page: lastPage }, { replace: true });
  }, [pastEnd, lastPage]);

  const goTo = (index: number) => {
    if (index >= 0 && index < pageCount && index !== pageIndex) change({ page: index + 1 });
  };

  return {
    rows: query.data?.items ?? [],
    itemCount,
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      if (state.page !== 1) change({ page: 1 }, { replace: true });
    },
    pageIndex,
    pageCount,
    goTo,
    hasPrevious: pageIndex > 0,
    hasNext: pageIndex + 1 < pageCount,
    sort,
    toggleSort: (field: string) => {
      const next: SortState = { field, order: sort?.field === field && sort.order === 'asc' ? 'des' : 'asc' };
      change({ sort: next, page: 1 });
    },
    search: input,
    setSearch: setInput,
    /** What Export CSV asks for: the current search, sort and filters, every page. */
    exportParams: (size: number) => pageParams(size, { ...state, page: 1 }, defaultSort),
    /** Nothing to show yet: the first request (or the stored page size) is still on its way. */
    isLoading: !ready || query.isPending,
    /** A request runs while rows from an earlier one are on screen. */
    isRefreshing: query.isFetching && !query.isPending,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}

export type ServerTable<Row> = ReturnType<typeof useServerTable<Row>>;
