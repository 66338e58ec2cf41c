// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultSortOf, defineListEndpoint, pageRequestEntries } from './contract';
import { userListEndpoint } from './users/contract';

const things = defineListEndpoint({
  id: 'thing.list',
  path: '/api/thing/list',
  summary: 'test',
  item: v.object({ name: v.string(), size: v.number() }),
  sortFields: ['name', 'size'],
  defaultSort: { field: 'size', order: 'des' },
  searchFields: ['name'],
  filters: { colour: v.picklist(['red', 'blue']) },
});

describe('defineListEndpoint', () => {
  it('is a POSTed read whose request takes the paging members, the declared sort fields and the filters', () => {
    expect(things).toMatchObject({ method: 'POST', effect: 'read' });
    expect(Object.keys(things.request.entries).sort()).toEqual([...Object.keys(pageRequestEntries), 'colour'].sort());
    expect(v.safeParse(things.request, { colour: 'red', sortField: 'size', pageSize: 5 }).success).toBe(true);
    expect(v.safeParse(things.request, { colour: 'red', sortField: 'colour' }).success).toBe(false);
    expect(v.safeParse(things.request, { sortField: 'name' }).success).toBe(false);
  });

  it('replies with a page of the item', () => {
    const page = { items: [{ name: 'a', size: 1 }], itemCount: 1, nextPageKey: null };
    expect(v.parse(things.result, page)).toEqual(page);
    expect(v.safeParse(things.result, { items: [{ name: 'a' }], itemCount: 1 }).success).toBe(false);
  });

  it('gives tables the default sort the server uses', () => {
    expect(defaultSortOf(things)).toEqual({ field: 'size', order: 'des' });
    expect(defaultSortOf(userListEndpoint)).toEqual({ field: 'lastName', order: 'asc' });
    expect(things.list).toMatchObject({ sortFields: ['name', 'size'], searchFields: ['name'] });
  });
});
