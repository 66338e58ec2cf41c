import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { Endpoint } from '../contract';
import {
  threatsMatchOnResolvedIpEndpoint,
  threatsMatchedByDomainEndpoint,
  threatsMatchedOnHostEndpoint,
  topTrendingUnpopularEndpoint,
  topTrendingUnrankedEndpoint,
  intelGetEndpoint,
  intelMspGetEndpoint,
} from './contract';

/** What a threat screen asks: the organization, the selected day (absent: the latest) and the PTR flag. */
export interface ThreatAsk {
  orgId: string;
  date?: string;
  ptr: boolean;
}

export const threatEndpoints = {
  unranked: topTrendingUnrankedEndpoint,
  unpopular: topTrendingUnpopularEndpoint,
  domain: threatsMatchedByDomainEndpoint,
  host: threatsMatchedOnHostEndpoint,
  resolvedIp: threatsMatchOnResolvedIpEndpoint,
} as const;
export type ThreatDatasetId = keyof typeof threatEndpoints;

export const threatKeys = { all: ['threats'] as const };

export const threatDataQuery = <K extends ThreatDatasetId>(dataset: K, ask: ThreatAsk) =>
  queryOptions({
    queryKey: [...threatKeys.all, dataset, ask.orgId, ask.date ?? null, ask.ptr] as const,
    queryFn: () => callApi(threatEndpoints[dataset] as (typeof threatEndpoints)[K] & Endpoint, ask),
    // A past day's numbers never change; the next day arrives with the clock.
    staleTime: 5 * 60_000,
  });

/** Indicator intel (Policy Coverage's summary): by the caller's organization, or the one named (managed service). */
export const indicatorIntelQuery = (searchString: string, orgId?: string) =>
  queryOptions({
    queryKey: [...threatKeys.all, 'intel', searchString, orgId ?? null] as const,
    queryFn: () =>
      orgId === undefined
        ? callApi(intelGetEndpoint, { searchString })
        : callApi(intelMspGetEndpoint, { searchString, orgId }),
  });
