/**
 * Per-list caches that keep paging fast on large tables. A cache is keyed by the records array
 * and checked against a copy of its element references on each use (one pass of pointer
 * comparisons). @msw/data replaces a record object on update and appends or splices on create and
 * delete, so any write to a collection invalidates the caches built over its array.
 */
type SortKey = string | number;

/** The search text of every record, concatenated in one order, with each record's start offset. */
export interface SearchText {
  text: string;
  /** starts[rank] is where the record at that rank begins; one extra entry marks the end. */
  starts: Int32Array;
  /** positions[rank] is the record's index in the records array. */
  positions: Int32Array;
  /** Reused by every search over this text; paging is synchronous, so no two searches overlap. */
  scratch: Int32Array;
}

interface ListIndex {
  snapshot: readonly unknown[];
  orders: Map<string, Int32Array>;
  texts: Map<string, SearchText>;
  masks: Map<string, Uint8Array>;
}

/** Filters differ per caller and query, so only the most recent few are kept. */
const MAX_CACHED_MASKS = 16;

const indexes = new WeakMap<readonly unknown[], ListIndex>();

function sameElements(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function indexFor(records: readonly unknown[]): ListIndex {
  const existing = indexes.get(records);
  if (existing && sameElements(existing.snapshot, records)) return existing;
  const fresh: ListIndex = { snapshot: records.slice(), orders: new Map(), texts: new Map(), masks: new Map() };
  indexes.set(records, fresh);
  return fresh;
}

/** Forget a list's caches; only needed by code that edits records in place rather than replacing them. */
export function invalidateListIndex(records: readonly unknown[]): void {
  indexes.delete(records);
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const sortKey = (value: unknown): SortKey =>
  typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : asText(value).toLowerCase();

/** Record positions sorted ascending by one field, case-insensitively; ties keep table order. */
export function ascendingOrder<T>(records: readonly T[], field: keyof T & string): Int32Array {
  const index = indexFor(records);
  let order = index.orders.get(field);
  if (!order) {
    const keys: SortKey[] = new Array(records.length);
    for (let i = 0; i < records.length; i++) keys[i] = sortKey(records[i][field]);
    const positions = Array.from({ length: records.length }, (_, i) => i);
    positions.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
    order = Int32Array.from(positions);
    index.orders.set(field, order);
  }
  return order;
}

/** Characters that separate fields and records in the search text; stripped from queries. */
export const SEARCH_SEPARATORS = /[\u0000\u0001]/g;

/**
 * The lower-cased search fields of every record joined into one string in the given order, so a
 * search is a native indexOf scan instead of one call per record.
 */
export function searchText<T>(
  records: readonly T[],
  fields: readonly (keyof T & string)[],
  order: Int32Array | null,
  orderName: string,
): SearchText {
  const index = indexFor(records);
  const cacheKey = `${orderName}\u0001${fields.join('\u0000')}`;
  let cached = index.texts.get(cacheKey);
  if (!cached) {
    const n = records.length;
    const parts: string[] = new Array(n);
    const starts = new Int32Array(n + 1);
    const positions = order ?? Int32Array.from({ length: n }, (_, i) => i);
    let offset = 0;
    for (let rank = 0; rank < n; rank++) {
      const record = records[positions[rank]];
      let part = '';
      for (const field of fields) part += `${asText(record[field]).replace(SEARCH_SEPARATORS, ' ')}\u0000`;
      part += '\u0001';
      starts[rank] = offset;
      offset += part.length;
      parts[rank] = part;
    }
    starts[n] = offset;
    cached = { text: parts.join('').toLowerCase(), starts, positions, scratch: new Int32Array(n) };
    index.texts.set(cacheKey, cached);
  }
  return cached;
}

/**
 * Positions (in `records`) of the records whose search text contains the needle, in the text's
 * order. The result is a view of the shared scratch buffer: read it before the next search.
 */
export function searchPositions(search: SearchText, needle: string): Int32Array {
  const { text, starts, positions, scratch } = search;
  let count = 0;
  let rank = 0;
  let at = text.indexOf(needle);
  while (at !== -1) {
    while (starts[rank + 1] <= at) rank++;
    scratch[count++] = positions[rank];
    rank++;
    at = text.indexOf(needle, starts[rank]);
  }
  return scratch.subarray(0, count);
}

/**
 * 1 for each record the filter keeps, evaluated in table order (sorted order would visit records
 * at random and miss the CPU cache). With a key, the mask is reused while the table is unchanged,
 * which makes paging through one filtered list cheap.
 */
export function filterMask<T>(records: readonly T[], where: (record: T) => boolean, key?: string): Uint8Array {
  const index = key === undefined ? null : indexFor(records);
  const cached = index?.masks.get(key!);
  if (cached) return cached;
  const mask = new Uint8Array(records.length);
  for (let i = 0; i < records.length; i++) if (where(records[i])) mask[i] = 1;
  if (index) {
    if (index.masks.size >= MAX_CACHED_MASKS) index.masks.delete(index.masks.keys().next().value!);
    index.masks.set(key!, mask);
  }
  return mask;
}
