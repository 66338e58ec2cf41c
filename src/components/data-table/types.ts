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
  /**
   * The column's plain-text value in an Export CSV file. Without it a cell that renders a string or
   * a number is written as shown; `false` leaves the column out (actions). Columns whose header is
   * not text need `csvHeader`.
   */
  csv?: ((row: Row) => string) | false;
  csvHeader?: string;
}

export interface SortState {
  field: string;
  order: SortOrder;
}

/** What a list endpoint receives; matches the contract's page request members. */
export interface FetchPageParams {
  pageSize: number;
  /** 1-based; the server opens it directly, so the pager can jump to any page. */
  page: number;
  sortField?: string;
  sortOrder?: SortOrder;
  /** Trimmed; absent when the search box is empty. */
  searchString?: string;
}

export type FetchPage<Row> = (params: FetchPageParams, context: { signal: AbortSignal }) => Promise<Page<Row>>;

/** Search, sort and page of a table: held by the route's search params, or by the table itself. */
export interface TableState {
  /** Trimmed; empty for no search. */
  search: string;
  sort?: SortState;
  /** 1-based. */
  page: number;
}

export type TableStateChange = (patch: Partial<TableState>, options?: { replace?: boolean }) => void;

/** What a route loader and the table share, so both build the same query key. */
export interface TableSource<Row> {
  /** Names the remembered page size. */
  tableId: string;
  fetchPage: FetchPage<Row>;
  /** Base query key; invalidating it refreshes every page the table has cached. */
  queryKey: QueryKey;
  defaultSort?: SortState;
}

export interface DataTableProps<Row> extends TableSource<Row> {
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Accessible name of the table. */
  caption: string;
  /** Shows the search box with this placeholder; omit to hide it. */
  searchPlaceholder?: string;
  /** Makes the table controlled (by the route's search params, see useTableUrlState). */
  state?: TableState;
  onStateChange?: TableStateChange;
  /** Names the Export CSV file; the caption otherwise. */
  exportName?: string;
  /** Makes rows expandable, each with a details toggle. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Shown to the right of the search box. */
  toolbar?: ReactNode;
  /** The text of an empty table; 'No Records Found' unless the spec names another. */
  emptyMessage?: string;
}
