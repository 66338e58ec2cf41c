/**
 * What a route file needs of a table: its search schema and the list loader. Route files load
 * with the entry, so they import this and never the barrel, which would pull the table itself
 * (and its CSV export) into the first download.
 */
export { listLoader, searchDeps } from './list-loader';
export { tableSearchEntries } from './table-url-state';
