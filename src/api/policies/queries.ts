import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { PageRequest } from '../contract';
import { resourceKeys } from '../query-keys';
import { type StatusFilter, policyGetEndpoint, policyListEndpoint, policySortFields } from './contract';

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

const isSortField = (field: string | undefined): field is (typeof policySortFields)[number] =>
  (policySortFields as readonly string[]).includes(field ?? '');

/** One page of an organization's policies, for the DataTable's fetchPage. */
export const fetchPolicyPage = (filters: PolicyListFilters, params: PageRequest, signal?: AbortSignal) =>
  callApi(
    policyListEndpoint,
    { ...params, ...filters, sortField: isSortField(params.sortField) ? params.sortField : undefined },
    { signal },
  );

/** Shared by a route loader (ensureQueryData) and the component (useQuery). */
export const policyQuery = (ref: PolicyRef) =>
  queryOptions({ queryKey: policyKeys.detail(ref), queryFn: () => callApi(policyGetEndpoint, ref) });
