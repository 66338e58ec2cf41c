import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { RequestOf } from '../contract';
import { resourceKeys } from '../query-keys';
import {
  type User,
  type UserInput,
  userCreateEndpoint,
  userDeleteEndpoint,
  userDownloadEndpoint,
  userGetEndpoint,
  userGetOwnEndpoint,
  userListEndpoint,
  userSetStatusEndpoint,
  userUpdateEndpoint,
  userUpdateOwnEndpoint,
} from './contract';

export type UserListRequest = RequestOf<typeof userListEndpoint>;
export interface UserRef {
  orgId: string;
  email: string;
}

export const userKeys = resourceKeys<UserListRequest, UserRef>('users');

// Users are personal data: none of these queries goes into the persisted cache.
const personal = { persist: false };

export const userListQuery = (request: UserListRequest) =>
  queryOptions({
    queryKey: userKeys.list(request),
    queryFn: ({ signal }) => callApi(userListEndpoint, request, { signal }),
    placeholderData: keepPreviousData,
    meta: personal,
  });

export const userDetailQuery = (ref: UserRef) =>
  queryOptions({
    // Only the two members that name a user, so a caller's wider object keys the same entry.
    queryKey: userKeys.detail({ orgId: ref.orgId, email: ref.email }),
    queryFn: ({ signal }) => callApi(userGetEndpoint, ref, { signal }),
    meta: personal,
  });

/**
 * Onboarding's search for the person being added (spec 1 §7: pageSize 100, orgId, searchString):
 * the records with exactly this e-mail that the caller's organization lets them find.
 */
export async function findUsersByEmail(orgId: string, email: string, signal?: AbortSignal): Promise<User[]> {
  const wanted = email.trim().toLowerCase();
  const { items } = await callApi(userListEndpoint, { pageSize: 100, orgId, searchString: wanted }, { signal });
  return items.filter((user) => user.email.toLowerCase() === wanted);
}

export const createUser = (input: UserInput, confirmExisting = false) =>
  callApi(userCreateEndpoint, { ...input, confirmExisting });
export const updateUser = (input: UserInput) => callApi(userUpdateEndpoint, input);
export type OwnProfileInput = RequestOf<typeof userUpdateOwnEndpoint>;
export const updateOwnProfile = (input: OwnProfileInput) => callApi(userUpdateOwnEndpoint, input);
export const setUserStatus = (ref: UserRef, status: 'Active' | 'Suspended') =>
  callApi(userSetStatusEndpoint, { ...ref, status });
export const deleteUser = (ref: UserRef) => callApi(userDeleteEndpoint, ref);

/** The user list as a file (spec 1 §7): a pre-signed link for openPresignedUrl or openFile. */
export const downloadUserList = (orgId: string) => callApi(userDownloadEndpoint, { orgId });

/** The signed-in person's own records (the Profile page), home organization first. */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: [...userKeys.all, 'own'],
    queryFn: ({ signal }) => callApi(userGetOwnEndpoint, {}, { signal }).then((r) => r.records),
    meta: personal,
  });
