import type { Page, PageRequest, SortOrder } from '../../src/api/contract';
import { invalid } from './mock-error';
import { decodePageToken, encodePageToken } from './page-token';
import { SEARCH_SEPARATORS, type SortAs, ascendingOrder, filterMask, searchPositions, searchText } from './list-index';

export const DEFAULT_PAGE_SIZE = 10;

export interface PaginateOptions<T> {
  /** Fields searched, case-insensitively, for the request's searchString. */
  searchFields?: readonly (keyof T & string)[];
  /** Fields a client may sort by; any other sortField is a 400. */
  sortFields?: readonly (keyof T & string)[];
  defaultSort?: { field: keyof T & string; order: SortOrder };
  /** Fields that order records the sort field leaves tied, in turn. */
  tieBreak?: readonly (keyof T & string)[];
  /** Fields whose values compare other than as numbers or text. */
  sortAs?: Readonly<Partial<Record<string, SortAs>>>;
  /** A filter applied while scanning, so the cached indexes over the whole table stay usable. */
  where?: (record: T) => boolean;
  /** Names the filter (same key, same filter) so its result is cached until the table changes. */
  whereKey?: string;
}

/**
 * One page of a list: filter, search, sort, then slice by an opaque offset token. itemCount is
 * the number of matching records. Sort orders and search text are cached per table (see
 * list-index.ts), so a call costs one native string scan plus work per matching record.
 */
export function paginate<T>(records: readonly T[], request: PageRequest, options: PaginateOptions<T> = {}): Page<T> {
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = request.pageToken
    ? decodePageToken(request.pageToken)
    : request.page
      ? (request.page - 1) * pageSize
      : 0;
  if (request.sortField !== undefined && !options.sortFields?.includes(request.sortField as keyof T & string)) {
    throw invalid('sortField', `Sorting by "${request.sortField}" is not supported.`);
  }
  const sortField = (request.sortField ?? options.defaultSort?.field) as (keyof T & string) | undefined;
  const descending = (request.sortOrder ?? (request.sortField ? 'asc' : options.defaultSort?.order)) === 'des';
  const sortKeys = sortField ? [sortField, ...(options.tieBreak ?? [])] : [];
  const order = sortField ? ascendingOrder(records, sortKeys, options.sortAs) : null;
  const needle = (request.searchString ?? '').replace(SEARCH_SEPARATORS, '').trim().toLowerCase();

  // Candidates in ascending order, as positions in `records`; null means every record in table order.
  let candidates: Int32Array | null = order;
  if (needle && options.searchFields?.length) {
    const search = searchText(records, options.searchFields, order, sortKeys.join('\u0000'));
    candidates = searchPositions(search, needle);
  }
  const keep = options.where ? filterMask(records, options.where, options.whereKey) : null;

  const total = candidates ? candidates.length : records.length;
  const items: T[] = [];
  let matched = 0;
  for (let step = 0; step < total; step++) {
    const rank = descending ? total - 1 - step : step;
    const position = candidates ? candidates[rank] : rank;
    if (keep && !keep[position]) continue;
    if (matched >= offset && items.length < pageSize) items.push(records[position]);
    matched++;
  }

  const end = offset + items.length;
  return { items, itemCount: matched, nextPageKey: end < matched ? encodePageToken(end) : null };
}
