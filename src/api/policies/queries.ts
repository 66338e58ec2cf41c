import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { listPage } from '../list-source';
import { resourceKeys } from '../query-keys';
import { type StatusFilter, policyGetEndpoint, policyListEndpoint } from './contract';

export interface PolicyRef {
  orgId: string;
  id: string;
}

/**
 * A list is one organization's policies under one filter (`list({ orgId, statusFilterType })`);
 * the table adds its page parameters. Every lifecycle write invalidates `all` for the organization's
 * lists, the policy's detail, its history and its analysis.
 */
export interface PolicyListFilters {
  orgId: string;
  statusFilterType: StatusFilter;
}
export const policyKeys = resourceKeys<PolicyListFilters, PolicyRef>('policies');

/** One page of an organization's policies under one filter. */
export const fetchPolicyPage = listPage(policyListEndpoint);

/** Shared by a route loader (ensureQueryData) and the component (useQuery). */
export const policyQuery = (ref: PolicyRef) =>
  queryOptions({ queryKey: policyKeys.detail(ref), queryFn: () => callApi(policyGetEndpoint, ref) });
