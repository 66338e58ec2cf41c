import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { listLoader, searchDeps } from './list-loader';
import type { FetchPageParams, TableSource } from './types';

interface PeopleSearch {
  search?: string;
  sort?: string;
  order?: 'asc' | 'des';
  page?: number;
  team?: string;
}

function setup(orgId: string | undefined) {
  const queryClient = new QueryClient();
  const fetchPage = vi.fn(async (_params: FetchPageParams) => ({ items: [], itemCount: 0, nextPageKey: null }));
  const sourceOf = vi.fn((org: string, search: PeopleSearch): TableSource<never> => ({
    tableId: 'list-loader-people',
    queryKey: ['people', 'list', org, search.team ?? 'all'],
    defaultSort: { field: 'name', order: 'asc' },
    fetchPage,
  }));
  const load = (search: PeopleSearch) =>
    listLoader(sourceOf)({ context: { queryClient, orgId }, deps: searchDeps({ search }) });
  return { queryClient, fetchPage, sourceOf, load };
}

describe('listLoader', () => {
  it("prefetches the page the search names, for the organization in the router's context", async () => {
    const { queryClient, fetchPage, sourceOf, load } = setup('org-usda');
    const search = { search: 'ann', sort: 'email', order: 'des' as const, page: 3, team: 'ops' };
    load(search);
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(sourceOf).toHaveBeenCalledWith('org-usda', search, expect.anything());
    const params = { pageSize: 10, page: 3, sortField: 'email', sortOrder: 'des', searchString: 'ann' };
    expect(fetchPage.mock.calls[0]![0]).toEqual(params);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['people', 'list', 'org-usda', 'ops', 'page', params])).toBeDefined(),
    );
  });

  it("asks for the first page in the list's default sort when the search is empty", async () => {
    const { fetchPage, load } = setup('org-usda');
    load({});
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(fetchPage.mock.calls[0]![0]).toEqual({ pageSize: 10, page: 1, sortField: 'name', sortOrder: 'asc' });
  });

  it('calls nothing before an organization is known, or where the screen will not show the table', async () => {
    const before = setup(undefined);
    before.load({});
    expect(before.sourceOf).not.toHaveBeenCalled();

    const queryClient = new QueryClient();
    const hidden = vi.fn(() => undefined);
    listLoader(hidden)({ context: { queryClient, orgId: 'org-usda' }, deps: {} });
    expect(hidden).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
