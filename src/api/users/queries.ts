import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { RequestOf } from '../contract';
import { userListEndpoint } from './contract';

export type UserListRequest = RequestOf<typeof userListEndpoint>;

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (request: UserListRequest) => [...userKeys.lists(), request] as const,
};

export const userListQuery = (request: UserListRequest) =>
  queryOptions({
    queryKey: userKeys.list(request),
    queryFn: ({ signal }) => callApi(userListEndpoint, request, { signal }),
    placeholderData: keepPreviousData,
    // Personal data stays out of the persisted cache.
    meta: { persist: false },
  });
