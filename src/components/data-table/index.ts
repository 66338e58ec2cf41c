export { DataTable } from './data-table';
export { EXPORT_PAGE_SIZE } from './export-csv';
export { prefetchTablePage, tablePageQuery } from './table-query';
export { type TableSearch, searchToTableState, tableSearchEntries, useTableUrlState } from './table-url-state';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from './types';
export type {
  DataTableColumn,
  DataTableProps,
  FetchPage,
  FetchPageParams,
  SortState,
  TableSource,
  TableState,
  TableStateChange,
} from './types';
