import { callApi } from '@/api/client';
import { defaultSortOf } from '@/api/contract';
import { type Policy, type StatusFilter, policyDownloadEndpoint, policyListEndpoint } from '@/api/policies/contract';
import { fetchPolicyPage, policyKeys } from '@/api/policies/queries';
import type { TableSearch, TableSource } from '@/components/data-table';

/** The list's search params: the table's, and the Pending/Active toggle (spec 2 §2.1: Pending first). */
export interface PolicyListSearch extends TableSearch {
  statusFilterType?: StatusFilter;
}

export const DEFAULT_STATUS_FILTER: StatusFilter = 'PENDING';

/**
 * One organization's policies (with the global ones) under one filter, as the table and the route's
 * loader both read them, so the page the loader fetches is the one the table finds in the cache.
 */
export const policyTableSource = (orgId: string, statusFilterType: StatusFilter): TableSource<Policy> => ({
  tableId: 'policies',
  queryKey: policyKeys.list({ orgId, statusFilterType }),
  defaultSort: defaultSortOf(policyListEndpoint),
  fetchPage: (params, { signal }) => fetchPolicyPage({ orgId, statusFilterType }, params, signal),
});

/** The organization's policies as a file: a pre-signed link for openFile. */
export const downloadPolicies = (orgId: string) => callApi(policyDownloadEndpoint, { orgId });
