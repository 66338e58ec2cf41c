import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { RequestOf } from '../contract';
import {
  bulkStatusEndpoint,
  bulkSummaryEndpoint,
  cancelAffectingBulkEndpoint,
  downloadAffectingBulkEndpoint,
  listAffectingBulkEndpoint,
  startAffectingBulkEndpoint,
} from './bulk-contract';
import { listAffectingEndpoint } from './contract';
import { policyRecListEndpoint } from './gap-contract';
import { policyTestEndpoint } from './tester-contract';

/*
 * Query keys and requests of the threat area's policy screens. Coverage and tester answers hold
 * no personal data; the bulk job is the user's own and is refetched only when they ask (Refresh).
 */
export const coverageKeys = {
  all: ['coverage'] as const,
  affecting: (orgId: string, indicator: string, others: boolean) =>
    ['coverage', 'affecting', orgId, indicator, others] as const,
  bulk: (email: string) => ['coverage', 'bulk', email] as const,
  bulkStatus: (email: string) => ['coverage', 'bulk', email, 'status'] as const,
  bulkSummary: (email: string) => ['coverage', 'bulk', email, 'summary'] as const,
  bulkRows: (email: string, orgId: string) => ['coverage', 'bulk', email, 'rows', orgId] as const,
  gaps: (orgId: string) => ['coverage', 'gaps', orgId] as const,
  test: (request: RequestOf<typeof policyTestEndpoint>) => ['coverage', 'test', request] as const,
};

export const fetchAffectingPage = (request: RequestOf<typeof listAffectingEndpoint>, signal?: AbortSignal) =>
  callApi(listAffectingEndpoint, request, { signal });

export const bulkStatusQuery = (email: string) =>
  queryOptions({
    queryKey: coverageKeys.bulkStatus(email),
    queryFn: () => callApi(bulkStatusEndpoint, { email }),
    // Keyed by the person's e-mail: not kept in the stored cache.
    meta: { persist: false },
  });

export const bulkSummaryQuery = (email: string) =>
  queryOptions({
    queryKey: coverageKeys.bulkSummary(email),
    queryFn: () => callApi(bulkSummaryEndpoint, { email }),
    meta: { persist: false },
  });

export const fetchBulkPage = (request: RequestOf<typeof listAffectingBulkEndpoint>, signal?: AbortSignal) =>
  callApi(listAffectingBulkEndpoint, request, { signal });

export const startBulk = (domainList: string[], fileName: string) =>
  callApi(startAffectingBulkEndpoint, { domainList, fileName });

export const cancelBulk = (email: string) => callApi(cancelAffectingBulkEndpoint, { email });

export const downloadBulk = (email: string, orgId: string) => callApi(downloadAffectingBulkEndpoint, { email, orgId });

export const policyRecsQuery = (orgId: string) =>
  queryOptions({ queryKey: coverageKeys.gaps(orgId), queryFn: () => callApi(policyRecListEndpoint, { orgId }) });

export const policyTestQuery = (request: RequestOf<typeof policyTestEndpoint>) =>
  queryOptions({ queryKey: coverageKeys.test(request), queryFn: () => callApi(policyTestEndpoint, request) });
