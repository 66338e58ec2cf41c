import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { resourceKeys } from '../query-keys';
import { orgRequestApproveEndpoint, orgRequestDenyEndpoint, orgRequestListEndpoint } from './contract';

export interface OrgRequestFilters {
  includeClosed: boolean;
}

export const orgRequestKeys = resourceKeys<OrgRequestFilters, string>('org-requests');

/** Pending requests unless asked otherwise: the panel, the banner and start-up share this entry. */
export const orgRequestListQuery = (filters: OrgRequestFilters = { includeClosed: false }) =>
  queryOptions({
    queryKey: orgRequestKeys.list(filters),
    queryFn: ({ signal }) => callApi(orgRequestListEndpoint, filters, { signal }).then((r) => r.items),
    // Requestors' e-mail addresses are personal data.
    meta: { persist: false },
  });

export const approveOrgRequest = (requestId: string) => callApi(orgRequestApproveEndpoint, { requestId });
export const denyOrgRequest = (requestId: string) => callApi(orgRequestDenyEndpoint, { requestId });
