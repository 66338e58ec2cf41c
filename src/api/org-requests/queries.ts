import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { orgRequestApproveEndpoint, orgRequestDenyEndpoint, orgRequestListEndpoint } from './contract';

export const orgRequestKeys = {
  all: ['org-requests'] as const,
  list: (includeClosed: boolean) => [...orgRequestKeys.all, 'list', { includeClosed }] as const,
};

export const orgRequestListQuery = (includeClosed = false) =>
  queryOptions({
    queryKey: orgRequestKeys.list(includeClosed),
    queryFn: ({ signal }) => callApi(orgRequestListEndpoint, { includeClosed }, { signal }).then((r) => r.items),
    // Requestors' e-mail addresses are personal data.
    meta: { persist: false },
  });

export const approveOrgRequest = (requestId: string) => callApi(orgRequestApproveEndpoint, { requestId });
export const denyOrgRequest = (requestId: string) => callApi(orgRequestDenyEndpoint, { requestId });
