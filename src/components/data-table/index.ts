export { DataTable } from './data-table';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from './types';
export type { DataTableColumn, DataTableProps, FetchPage, FetchPageParams, SortState } from './types';
