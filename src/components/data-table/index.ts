export { DataTable } from './data-table';
export { type TableSearch, useTableUrlState } from './table-url-state';
export type { DataTableColumn, FetchPage, FetchPageParams, TableSource, TableState, TableStateChange } from './types';
