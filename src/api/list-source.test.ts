import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './client';
import { listPage, orgListPage, orgListSource } from './list-source';
import { networkListEndpoint } from './management-networks/contract';
import { managementNetworkKeys } from './management-networks/queries';
import { userListEndpoint } from './users/contract';

vi.mock('./client', () => ({ callApi: vi.fn(async () => ({ items: [], itemCount: 0, nextPageKey: null })) }));
const calls = () => vi.mocked(callApi).mock.calls;
const signal = new AbortController().signal;

beforeEach(() => vi.mocked(callApi).mockClear());

describe('orgListSource', () => {
  const networks = orgListSource({
    tableId: 'management-networks',
    endpoint: networkListEndpoint,
    queryKey: managementNetworkKeys.list,
  });

  it("keys the table under the resource's list key, with the list's declared default sort", () => {
    const source = networks('org-usda');
    expect(source.tableId).toBe('management-networks');
    expect(source.queryKey).toEqual(['management-networks', 'list', 'org-usda']);
    expect(source.defaultSort).toEqual({ field: 'cidr', order: 'asc' });
  });

  it("calls the list for the organization with the table's page, sort and search", async () => {
    const params = { pageSize: 20, page: 3, sortField: 'description', sortOrder: 'des' as const, searchString: '10.' };
    await networks('org-usda').fetchPage(params, { signal });
    expect(calls()).toEqual([[networkListEndpoint, { ...params, orgId: 'org-usda' }, { signal }]]);
  });

  it('leaves out a sort column the list does not declare, so the server applies its default', async () => {
    await networks('org-usda').fetchPage({ pageSize: 10, page: 1, sortField: 'actions' }, { signal });
    expect(calls()[0]![1]).toEqual({ pageSize: 10, page: 1, orgId: 'org-usda', sortField: undefined });
  });

  it("sends a list's filters as the declaration maps them, and keys each filter apart", async () => {
    const users = orgListSource({
      tableId: 'users',
      endpoint: userListEndpoint,
      queryKey: (orgId, statuses: ('Active' | 'Suspended')[]) => ['users', 'list', 'table', orgId, statuses],
      request: (orgId, statuses) => ({ orgId, statuses: statuses.length ? statuses : undefined }),
    });
    expect(users('org-usda', ['Suspended']).queryKey).not.toEqual(users('org-usda', []).queryKey);
    await users('org-usda', ['Suspended']).fetchPage({ pageSize: 10, page: 2, sortField: 'lastName' }, { signal });
    expect(calls()[0]![1]).toEqual({
      pageSize: 10,
      page: 2,
      sortField: 'lastName',
      orgId: 'org-usda',
      statuses: ['Suspended'],
    });
  });
});

describe('listPage and orgListPage', () => {
  it('call the list with the filters and the page request', async () => {
    await listPage(userListEndpoint)(
      { orgId: 'org-usda', roles: ['Admin'] },
      { pageSize: 100, pageToken: 'k2' },
      signal,
    );
    await orgListPage(networkListEndpoint)('org-doe', { pageSize: 100 });
    expect(calls().map(([endpoint, request]) => [endpoint, request])).toEqual([
      [userListEndpoint, { pageSize: 100, pageToken: 'k2', orgId: 'org-usda', roles: ['Admin'], sortField: undefined }],
      [networkListEndpoint, { pageSize: 100, orgId: 'org-doe', sortField: undefined }],
    ]);
  });
});
