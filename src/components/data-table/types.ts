import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page, SortOrder } from '@/lib/paging';

/** Spec 1 §9: page sizes, the default, and the search debounce. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 200;

export interface DataTableColumn<Row> {
  /** Unique per table; for a sortable column it is also the `sortField` sent to the server. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface SortState {
  field: string;
  order: SortOrder;
}

/** What a list endpoint receives; matches the contract's page request members. */
export interface FetchPageParams {
  pageSize: number;
  /** null for the first page, then the previous reply's `nextPageKey`. */
  pageToken: string | null;
  sortField?: string;
  sortOrder?: SortOrder;
  /** Trimmed; absent when the search box is empty. */
  searchString?: string;
}

export type FetchPage<Row> = (params: FetchPageParams, context: { signal: AbortSignal }) => Promise<Page<Row>>;

export interface DataTableProps<Row> {
  /** Names the remembered page size. */
  tableId: string;
  columns: DataTableColumn<Row>[];
  fetchPage: FetchPage<Row>;
  /** Base query key; invalidating it refreshes every page the table has cached. */
  queryKey: QueryKey;
  rowKey: (row: Row) => string;
  /** Accessible name of the table. */
  caption: string;
  /** Shows the search box with this placeholder; omit to hide it. */
  searchPlaceholder?: string;
  defaultSort?: SortState;
  /** Makes rows expandable, each with a details toggle. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Shown to the right of the search box. */
  toolbar?: ReactNode;
}
