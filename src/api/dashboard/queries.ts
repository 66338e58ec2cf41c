import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from '../client';
import type { Endpoint } from '../contract';
import {
  type DashboardDuration,
  blockedRequestsEndpoint,
  blockedSecurityCategoriesEndpoint,
  filteredQueryTotalEndpoint,
  filteredSecurityCategoriesEndpoint,
  ipVersionBreakdownEndpoint,
  policyChangesEndpoint,
  protocolBreakdownEndpoint,
  recordTypeBreakdownEndpoint,
  sourceSetOptionsEndpoint,
  summaryEndpoint,
  topBlockedDomainsEndpoint,
  topBlockedSourcesEndpoint,
} from './contract';

/** What every dashboard call asks: the organization, its chosen sets (none is every set) and the period. */
export interface DashboardAsk {
  orgId: string;
  sourceSets: readonly string[];
  duration: DashboardDuration;
}

/** The dashboard's calls by what they draw: the spec's data family, then the console's extensions. */
export const dashboardEndpoints = {
  total: filteredQueryTotalEndpoint,
  blocked: blockedRequestsEndpoint,
  ipVersion: ipVersionBreakdownEndpoint,
  protocol: protocolBreakdownEndpoint,
  recordType: recordTypeBreakdownEndpoint,
  blockedCategories: blockedSecurityCategoriesEndpoint,
  securityCategories: filteredSecurityCategoriesEndpoint,
  summary: summaryEndpoint,
  topDomains: topBlockedDomainsEndpoint,
  topSources: topBlockedSourcesEndpoint,
} as const;
export type DashboardDataset = keyof typeof dashboardEndpoints;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  data: (dataset: DashboardDataset, ask: DashboardAsk) =>
    // Sorted: the same sets chosen in another order are the same query.
    ['dashboard', dataset, ask.orgId, [...ask.sourceSets].sort(), ask.duration] as const,
  sourceSetOptions: (orgId: string) => ['dashboard', 'sourceSetOptions', orgId] as const,
  policyChanges: (orgId: string, duration: DashboardDuration) =>
    ['dashboard', 'policyChanges', orgId, duration] as const,
};

const EXTENSIONS: readonly DashboardDataset[] = ['summary', 'topDomains', 'topSources'];

/**
 * An extension a backend does not offer answers 404, 405 (the mock, for a declared path it has
 * no handler for) or 501: that will not change on retry, and only its own panel hides.
 */
export const isMissingExtension = (error: unknown): boolean =>
  error instanceof ApiError && [404, 405, 501].includes(error.status);

/** One dashboard call, shared by the screen's panels (each reads only its own). */
export const dashboardDataQuery = <K extends DashboardDataset>(dataset: K, ask: DashboardAsk) =>
  queryOptions({
    queryKey: dashboardKeys.data(dataset, ask),
    queryFn: ({ signal }) =>
      callApi(
        dashboardEndpoints[dataset] as (typeof dashboardEndpoints)[K] & Endpoint,
        { orgId: ask.orgId, sourceSets: [...ask.sourceSets], duration: ask.duration },
        { signal },
      ),
    // Traffic moves with the clock: a minute-old answer is still the picture of the period.
    staleTime: 60_000,
    ...(EXTENSIONS.includes(dataset) && {
      retry: (count: number, error: Error) => !isMissingExtension(error) && count < 2,
    }),
  });

export const sourceSetOptionsQuery = (orgId: string) =>
  queryOptions({
    queryKey: dashboardKeys.sourceSetOptions(orgId),
    queryFn: ({ signal }) => callApi(sourceSetOptionsEndpoint, { orgId }, { signal }),
  });

export const policyChangesQuery = (orgId: string, duration: DashboardDuration) =>
  queryOptions({
    queryKey: dashboardKeys.policyChanges(orgId, duration),
    queryFn: ({ signal }) => callApi(policyChangesEndpoint, { orgId, duration }, { signal }),
    staleTime: 60_000,
  });
