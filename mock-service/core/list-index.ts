import { parseCidr } from '../../src/lib/cidr';
import { toHex } from '../../src/lib/hex';

/**
 * Per-list caches that keep paging fast on large tables. A cache is keyed by the records array
 * and checked against a copy of its element references on each use (one pass of pointer
 * comparisons). @msw/data replaces a record object on update and appends or splices on create and
 * delete, so any write to a collection invalidates the caches built over its array.
 */

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

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value as string | number | boolean);

/** How a field's values compare; without one, numbers and booleans compare as numbers, the rest as lower-case text. */
export type SortAs = 'address';

/**
 * An IP or CIDR block as text that compares like the address: version, the 16 or 4 bytes in hex,
 * then the prefix. Text that is no block sorts after every block.
 */
function addressKey(value: unknown): string {
  const parsed = parseCidr(asText(value));
  if (!parsed) return `9${asText(value).toLowerCase()}`;
  const hex = toHex(parsed.bytes);
  return `${parsed.version}${hex.padEnd(32, '0')}${String(parsed.prefix).padStart(3, '0')}`;
}

type ColumnKeys = Float64Array | string[];

function columnKeys<T>(records: readonly T[], field: keyof T & string, sortAs?: SortAs): ColumnKeys {
  if (sortAs === 'address') return records.map((record) => addressKey(record[field]));
  const numeric = records.every((record) => {
    const value = record[field];
    return value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean';
  });
  if (!numeric) return records.map((record) => asText(record[field]).toLowerCase());
  // Missing numbers sort first, as an empty text would.
  return Float64Array.from(records, (record) =>
    record[field] === null || record[field] === undefined ? -Infinity : Number(record[field]),
  );
}

/**
 * Record positions sorted ascending by the fields in turn (a field, then its tie-breaks), each by
 * its own kind of key; full ties keep table order. Cached until the table changes.
 */
export function ascendingOrder<T>(
  records: readonly T[],
  fields: readonly (keyof T & string)[],
  sortAs: Readonly<Partial<Record<string, SortAs>>> = {},
): Int32Array {
  const unique = [...new Set(fields)];
  const index = indexFor(records);
  const cacheKey = unique.map((field) => `${field}:${sortAs[field] ?? ''}`).join('\u0000');
  let order = index.orders.get(cacheKey);
  if (!order) {
    const keys = unique.map((field) => columnKeys(records, field, sortAs[field]));
    const positions = Array.from({ length: records.length }, (_, i) => i);
    const [first, ...rest] = keys;
    positions.sort((a, b) => {
      if (first[a] < first[b]) return -1;
      if (first[a] > first[b]) return 1;
      for (let k = 0; k < rest.length; k++) {
        if (rest[k][a] < rest[k][b]) return -1;
        if (rest[k][a] > rest[k][b]) return 1;
      }
      return a - b;
    });
    order = Int32Array.from(positions);
    index.orders.set(cacheKey, order);
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
    const parts = Array.from<string>({ length: n });
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
