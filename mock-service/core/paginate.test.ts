// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ErrorKey } from '../../src/api/error-keys';
import { MockError } from './mock-error';
import { encodePageToken } from './page-token';
import { type PaginateOptions, paginate } from './paginate';

interface Row {
  id: number;
  name: string;
  team: string;
  score: number;
}

const NAMES = [
  'delta',
  'Alpha',
  'charlie',
  'Bravo',
  'echo',
  'alpha',
  'Foxtrot',
  'golf',
  'hotel',
  'India',
  'juliet',
  'kilo',
];
const rows: Row[] = NAMES.map((name, id) => ({ id, name, team: id % 2 ? 'Blue' : 'Red', score: (id * 7) % 5 }));
const options: PaginateOptions<Row> = { searchFields: ['name', 'team'], sortFields: ['name', 'score'] };

const catchError = (fn: () => unknown): MockError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof MockError) return error;
  }
  throw new Error('expected a MockError');
};

describe('paginate', () => {
  it('pages in table order with a default size of 10', () => {
    const page = paginate(rows, {}, options);
    expect(page.items.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(page.itemCount).toBe(12);
    expect(page.nextPageKey).toEqual(expect.any(String));
  });

  it('sorts case-insensitively, ascending and descending, ties in table order', () => {
    const asc = paginate(rows, { sortField: 'name', sortOrder: 'asc', pageSize: 4 }, options);
    expect(asc.items.map((r) => r.name)).toEqual(['Alpha', 'alpha', 'Bravo', 'charlie']);
    const des = paginate(rows, { sortField: 'name', sortOrder: 'des', pageSize: 3 }, options);
    expect(des.items.map((r) => r.name)).toEqual(['kilo', 'juliet', 'India']);
    const byScore = paginate(rows, { sortField: 'score', pageSize: 12 }, options).items.map((r) => r.score);
    expect(byScore).toEqual([...byScore].sort((a, b) => a - b));
  });

  it('searches the search fields for a case-insensitive substring and counts all matches', () => {
    const page = paginate(rows, { searchString: '  ALP ' }, options);
    expect(page.items.map((r) => r.id)).toEqual([1, 5]);
    expect(page.itemCount).toBe(2);
    expect(page.nextPageKey).toBeNull();
    expect(paginate(rows, { searchString: 'blue', pageSize: 2 }, options).itemCount).toBe(6);
    expect(paginate(rows, { searchString: 'no such thing' }, options)).toEqual({
      items: [],
      itemCount: 0,
      nextPageKey: null,
    });
  });

  it('walks the whole list with its tokens, sorted and searched, without repeats', () => {
    const request = { pageSize: 2, sortField: 'name', sortOrder: 'des' as const, searchString: 'o' };
    const seen: string[] = [];
    let pageToken: string | null | undefined;
    let pages = 0;
    do {
      const page = paginate(rows, { ...request, pageToken }, options);
      expect(page.itemCount).toBe(6);
      seen.push(...page.items.map((r) => r.name));
      pageToken = page.nextPageKey;
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(seen).toEqual(['kilo', 'hotel', 'golf', 'Foxtrot', 'echo', 'Bravo']);
  });

  it('applies a filter together with sorting and search', () => {
    const page = paginate(
      rows,
      { sortField: 'name', searchString: 'o' },
      { ...options, where: (r) => r.team === 'Red' },
    );
    expect(page.items.map((r) => r.name)).toEqual(['echo', 'Foxtrot', 'hotel']);
    expect(page.itemCount).toBe(3);
  });

  it('reuses a named filter while the table is unchanged, and re-runs it after a write', () => {
    const table = rows.map((r) => ({ ...r }));
    let calls = 0;
    const where = (r: Row) => (calls++, r.team === 'Blue');
    const page = () => paginate(table, { pageSize: 2 }, { ...options, where, whereKey: 'blue' });
    expect(page().itemCount).toBe(6);
    expect(page().itemCount).toBe(6);
    expect(calls).toBe(table.length);
    table[0] = { ...table[0], team: 'Blue' };
    expect(page().itemCount).toBe(7);
    expect(calls).toBe(table.length * 2);
  });

  it('uses the default sort when the request names none', () => {
    const page = paginate(rows, { pageSize: 2 }, { ...options, defaultSort: { field: 'name', order: 'des' } });
    expect(page.items.map((r) => r.name)).toEqual(['kilo', 'juliet']);
  });

  it('sees records replaced or added since the last call (cached indexes are invalidated)', () => {
    const table = rows.map((r) => ({ ...r }));
    expect(paginate(table, { sortField: 'name', pageSize: 1 }, options).items[0].name).toBe('Alpha');
    table[3] = { ...table[3], name: 'aardvark' };
    expect(paginate(table, { sortField: 'name', pageSize: 1 }, options).items[0].name).toBe('aardvark');
    table.push({ id: 99, name: 'Aaaa', team: 'Green', score: 1 });
    expect(paginate(table, { sortField: 'name', pageSize: 1, searchString: 'green' }, options).items[0].id).toBe(99);
  });

  it('rejects a token that is not one of its own and a sort field it does not offer', () => {
    for (const pageToken of ['not base64!', btoa('42'), btoa('p1:-3')]) {
      const error = catchError(() => paginate(rows, { pageToken }, options));
      expect(error).toMatchObject({ key: ErrorKey.invalidRequest, status: 400, field: 'pageToken' });
    }
    expect(catchError(() => paginate(rows, { sortField: 'team' }, options))).toMatchObject({
      field: 'sortField',
      status: 400,
    });
  });

  it('returns an empty last page for a token past the end', () => {
    expect(paginate(rows, { pageToken: encodePageToken(50) }, options)).toEqual({
      items: [],
      itemCount: 12,
      nextPageKey: null,
    });
  });
});

describe('paginate by page number', () => {
  it('opens a page directly, keeps the token when both are given, and goes on with nextPageKey', () => {
    const third = paginate(rows, { sortField: 'name', pageSize: 5, page: 3 }, options);
    const walked = paginate(rows, { sortField: 'name', pageSize: 5, pageToken: encodePageToken(10) }, options);
    expect(third).toEqual(walked);
    expect(third.items).toHaveLength(2);
    const second = paginate(rows, { sortField: 'name', pageSize: 5, page: 2 }, options);
    expect(second.nextPageKey).toBe(encodePageToken(10));
    const tokenWins = paginate(
      rows,
      { sortField: 'name', pageSize: 5, page: 3, pageToken: encodePageToken(0) },
      options,
    );
    expect(tokenWins.items.map((r) => r.id)).toEqual(
      paginate(rows, { sortField: 'name', pageSize: 5 }, options).items.map((r) => r.id),
    );
  });
});
