import type { HttpHandler } from 'msw';
import type { ListEndpoint, PageRequest, SortFieldOf } from '../../src/api/contract';
import type { Caller } from './caller';
import { type HandlerContext, defineHandler } from './define-handler';
import { type PaginateOptions, paginate } from './paginate';

/** The records one call pages through, and the filter of this caller and request. */
export interface ListSource<T> {
  rows: readonly T[];
  /** Runs while scanning, so the cached sort orders and search text over `rows` stay usable. */
  where?: (row: T) => boolean;
  /** Names the filter (same key, same filter), so paging through one filtered list reuses it. */
  whereKey?: string;
}

type FieldsOf<E extends ListEndpoint> = SortFieldOf<E> | E['list']['searchFields'][number];

/** Paging options from a list declaration: what the client and the OpenAPI document read too. */
export function listOptions<T>(endpoint: ListEndpoint): PaginateOptions<T> {
  const { sortFields, defaultSort, searchFields, tieBreak, sortAs } = endpoint.list;
  type Field = keyof T & string;
  return {
    sortFields: sortFields as readonly Field[],
    defaultSort: defaultSort as { field: Field; order: typeof defaultSort.order },
    searchFields: searchFields as readonly Field[],
    tieBreak: tieBreak as readonly Field[] | undefined,
    sortAs,
  };
}

/**
 * The handler of a declared list: the resolver picks the rows and the filter (checking the
 * caller's right to them); sorting, tie-breaks, search and paging come from the declaration.
 * The row type must carry every sort and search field the declaration names.
 */
export function defineListHandler<E extends ListEndpoint, T extends { [K in FieldsOf<E>]: unknown }>(
  endpoint: E,
  source: (context: HandlerContext<E, Caller>) => ListSource<T>,
): HttpHandler {
  const paging = listOptions<T>(endpoint);
  return defineHandler(endpoint, (context) => {
    const { rows, where, whereKey } = source(context);
    return paginate(rows, context.input as PageRequest, { ...paging, where, whereKey });
  });
}
