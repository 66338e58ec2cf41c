import { callApi } from '@/api/client';
import { orgListSource } from '@/api/list-source';
import { type StatusFilter, policyDownloadEndpoint, policyListEndpoint } from '@/api/policies/contract';
import { policyKeys } from '@/api/policies/queries';
import type { TableSearch } from '@/components/data-table';

/** The list's search params: the table's, and the Pending/Active toggle (spec 2 §2.1: Pending first). */
export interface PolicyListSearch extends TableSearch {
  statusFilterType?: StatusFilter;
}

export const DEFAULT_STATUS_FILTER: StatusFilter = 'PENDING';

/**
 * One organization's policies (with the global ones) under one filter, as the table and the route's
 * loader both read them, so the page the loader fetches is the one the table finds in the cache.
 */
export const policyTableSource = orgListSource({
  tableId: 'policies',
  endpoint: policyListEndpoint,
  queryKey: (orgId, statusFilterType: StatusFilter) => policyKeys.list({ orgId, statusFilterType }),
  request: (orgId, statusFilterType) => ({ orgId, statusFilterType }),
});

/** The organization's policies as a file: a pre-signed link for openFile. */
export const downloadPolicies = (orgId: string) => callApi(policyDownloadEndpoint, { orgId });
