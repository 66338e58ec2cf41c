import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { resourceKeys } from '../query-keys';
import { accessKeyCreateEndpoint, accessKeyDeleteEndpoint, accessKeyGetEndpoint, apiKeyGetEndpoint } from './contract';

export interface AccessKeyRef {
  orgId: string;
  id: string;
}

/** A list is one organization's access keys (`list(orgId)`); the table adds its page parameters. */
export const accessKeyKeys = resourceKeys<string, AccessKeyRef>('access-keys');

/** Shared by whoever shows one key (the information modal). */
export const accessKeyQuery = (ref: AccessKeyRef) =>
  queryOptions({ queryKey: accessKeyKeys.detail(ref), queryFn: () => callApi(accessKeyGetEndpoint, ref) });

/**
 * The organization's API key and role ARN. A credential: never written to the persisted cache,
 * and dropped from memory soon after its modal closes.
 */
export const apiKeyQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...accessKeyKeys.all, 'api-key', orgId] as const,
    queryFn: () => callApi(apiKeyGetEndpoint, { orgId }),
    gcTime: 30_000,
    meta: { persist: false },
  });

export const createAccessKey = (orgId: string, description: string) =>
  callApi(accessKeyCreateEndpoint, { orgId, description });

export const deleteAccessKey = (ref: AccessKeyRef) => callApi(accessKeyDeleteEndpoint, ref);
