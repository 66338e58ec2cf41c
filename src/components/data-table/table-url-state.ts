import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import type { SortOrder } from '@/lib/paging';
import type { TableState, TableStateChange } from './types';

/** A table's state as search params: `?search=…&sort=lastName&order=des&page=3`. */
export interface TableSearch {
  search?: string;
  sort?: string;
  order?: SortOrder;
  page?: number;
}

/**
 * The search-param entries of a list route, for its valibot `validateSearch`. A value that does
 * not parse (an edited or stale link) is dropped rather than failing the route.
 */
export function tableSearchEntries(sortFields: readonly string[]) {
  return {
    search: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(256))), undefined),
    sort: v.fallback(v.optional(v.picklist(sortFields)), undefined),
    order: v.fallback(v.optional(v.picklist(['asc', 'des'] as const satisfies readonly SortOrder[])), undefined),
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  };
}

export function searchToTableState(search: TableSearch): TableState {
  return {
    search: search.search ?? '',
    sort: search.sort ? { field: search.sort, order: search.order ?? 'asc' } : undefined,
    page: search.page ?? 1,
  };
}

/** Search params for a change of table state; defaults (page 1, no search) stay out of the address. */
function toSearch(patch: Partial<TableState>): Partial<Record<keyof TableSearch, unknown>> {
  return {
    ...('search' in patch && { search: patch.search || undefined }),
    ...('sort' in patch && { sort: patch.sort?.field, order: patch.sort?.order }),
    ...('page' in patch && { page: patch.page === 1 ? undefined : patch.page }),
  };
}

/**
 * Binds a DataTable to the current route's search params: `state` and `onStateChange` for the
 * table, and `update` for the screen's own filters (which send the table back to page 1). Sort,
 * page and filter changes are history entries; typing in the search box replaces the entry.
 */
export function useTableUrlState(search: TableSearch) {
  const navigate = useNavigate();
  const update = (patch: Record<string, unknown>, options?: { replace?: boolean }) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: options?.replace,
    } as never);
  const onStateChange: TableStateChange = (patch, options) => update(toSearch(patch), options);
  return {
    state: searchToTableState(search),
    onStateChange,
    /** Sets filters (or any other search params) and returns the table to page 1. */
    setFilters: (filters: Record<string, unknown>) => update({ ...filters, page: undefined }),
  };
}
