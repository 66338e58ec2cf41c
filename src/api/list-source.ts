import type { QueryKey } from '@tanstack/react-query';
import type { TableSource } from '@/components/data-table/types';
import { callApi } from './client';
import {
  type ListEndpoint,
  type PageRequest,
  type RequestOf,
  type ResultOf,
  defaultSortOf,
  sortFieldOf,
} from './contract';

type PageMember = 'pageSize' | 'pageToken' | 'page' | 'sortField' | 'sortOrder' | 'searchString';

/** A list call's members beyond paging, sort and search: its organization and its filters. */
export type ListFilters<E extends ListEndpoint> = Omit<RequestOf<E>, PageMember>;
type ItemOf<E extends ListEndpoint> = ResultOf<E>['items'][number];

/**
 * One page of a list under its filters. A sort column the list does not declare is left out, so
 * the server applies its default rather than refusing the call.
 */
export const listPage =
  <E extends ListEndpoint>(endpoint: E) =>
  (filters: ListFilters<E>, params: PageRequest, signal?: AbortSignal): Promise<ResultOf<E>> =>
    callApi(endpoint, { ...params, ...filters, sortField: sortFieldOf(endpoint, params.sortField) } as RequestOf<E>, {
      signal,
    });

/** One page of a list whose only filter is its organization. */
export const orgListPage = <E extends ListEndpoint>(endpoint: E) => {
  const page = listPage(endpoint);
  return (orgId: string, params: PageRequest, signal?: AbortSignal) =>
    page({ orgId } as ListFilters<E>, params, signal);
};

/** An organization's list as a table shows it, declared once per list. */
export interface OrgListDeclaration<E extends ListEndpoint, Filters> {
  /** Names the table's remembered page size. */
  tableId: string;
  endpoint: E;
  /** The base key of the table's pages: the one the resource's mutations invalidate. */
  queryKey: (orgId: string, filters: Filters) => QueryKey;
  /** The call's members beyond paging for these filters; just the organization when omitted. */
  request?: (orgId: string, filters: Filters) => ListFilters<E>;
}

/**
 * The table source of an organization's list: the table and its route's loader both build it
 * here, so the page the loader fetched is the page the table finds in the cache. The sort shown
 * before the user picks one is the list's declared default.
 */
export function orgListSource<E extends ListEndpoint, Filters = void>(declaration: OrgListDeclaration<E, Filters>) {
  const { tableId, endpoint, queryKey } = declaration;
  const page = listPage(endpoint);
  const request = declaration.request ?? ((orgId: string) => ({ orgId }) as ListFilters<E>);
  return (orgId: string, filters: Filters): TableSource<ItemOf<E>> => ({
    tableId,
    queryKey: queryKey(orgId, filters),
    defaultSort: defaultSortOf(endpoint),
    fetchPage: (params, { signal }) => page(request(orgId, filters), params, signal),
  });
}
