import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import {
  POLICY_MANAGER_PAGE_SIZE,
  STATUS_HISTORY_PAGE_SIZE,
  policyManagerListEndpoint,
  statusHistoryEndpoint,
} from './lifecycle-contract';
import { profileStatusEndpoint, sinkholeListEndpoint } from './impact-contract';
import { type PolicyRef, policyKeys } from './queries';

/*
 * The policy form's other reads (spec 2 §2.2, §4.2, §7): status history, the impact analysis's
 * state, the approver candidates and the sinkholes. Keys sit under the policy's detail, so a
 * lifecycle write that invalidates `policyKeys.all` reloads them too.
 */

/** One page of a policy's status history; `pageToken` null is the first page. */
export const statusHistoryQuery = (ref: PolicyRef, pageToken: string | null) =>
  queryOptions({
    queryKey: [...policyKeys.detail(ref), 'history', pageToken] as const,
    queryFn: () =>
      callApi(statusHistoryEndpoint, {
        orgId: ref.orgId,
        policyId: ref.id,
        pageSize: STATUS_HISTORY_PAGE_SIZE,
        pageToken,
      }),
  });

/** Where the impact analysis stands; refreshed by hand (spec 2 §4.2: Refresh is manual). */
export const analysisStatusQuery = (ref: PolicyRef) =>
  queryOptions({
    queryKey: [...policyKeys.detail(ref), 'analysis'] as const,
    queryFn: () => callApi(profileStatusEndpoint, ref),
    staleTime: Infinity,
  });

/** The approver candidates of Submit for Approval: one page of 100 (more is refused by the form). */
export const policyManagersQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...policyKeys.all, 'managers', orgId] as const,
    queryFn: () =>
      callApi(policyManagerListEndpoint, {
        orgId,
        roles: ['policyManager', 'globalPolicyManager'],
        pageSize: POLICY_MANAGER_PAGE_SIZE,
      }),
    staleTime: 0,
  });

/** The sinkholes in use and the next free addresses (Global organization). */
export const sinkholesQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...policyKeys.all, 'sinkholes', orgId] as const,
    queryFn: () => callApi(sinkholeListEndpoint, { orgId }),
  });
