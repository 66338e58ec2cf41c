import type { QueryClient } from '@tanstack/react-query';
import { prefetchTablePage } from './table-query';
import { type TableSearch, searchToTableState } from './table-url-state';
import type { TableSource } from './types';

/** What a list loader reads of the router's context: the cache, and the organization viewed. */
export interface ListLoaderContext {
  queryClient: QueryClient;
  orgId: string | undefined;
}

/**
 * A list route's `loaderDeps`: its search params as the route validated them, so the loader
 * prefetches the page the table will ask for (search, sort, page and filters).
 */
export const searchDeps = <S extends TableSearch>({ search }: { search: S }): S => search;

/**
 * The loader of every list route: starts the page the table will show, for the organization
 * viewed, while the screen's code loads. It returns at once, so a route change never waits for
 * the service, and a failure is the table's to show. `sourceOf` gives the table's source for the
 * organization and the search, or nothing where the screen will not show the table.
 */
export function listLoader<S extends TableSearch, C extends ListLoaderContext, Row>(
  sourceOf: (orgId: string, search: S, context: C) => TableSource<Row> | undefined,
) {
  return ({ context, deps }: { context: C; deps: S }): void => {
    if (!context.orgId) return;
    const source = sourceOf(context.orgId, deps, context);
    if (source) void prefetchTablePage(context.queryClient, source, searchToTableState(deps));
  };
}
