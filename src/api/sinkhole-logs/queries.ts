import { callApi } from '../client';
import type { Page } from '../contract';
import { sinkholeListEndpoint } from '../policies/impact-contract';
import {
  type SinkholeDurationInput,
  type SinkholeLog,
  sinkholeLogDownloadEndpoint,
  sinkholeLogListEndpoint,
} from './contract';

export interface SinkholeLogFilter {
  sinkholeIp: string;
  duration: SinkholeDurationInput;
}

export const sinkholeLogKeys = {
  all: ['sinkhole-logs'] as const,
  list: (orgId: string, filter: SinkholeLogFilter | null) => ['sinkhole-logs', 'list', orgId, filter] as const,
  addresses: (orgId: string) => ['sinkhole-logs', 'addresses', orgId] as const,
};

/** The sinkhole addresses for the filter (spec 3 §7: the sinkhole list). */
export const fetchSinkholeAddresses = async (orgId: string): Promise<string[]> => {
  const { sinkholeList } = await callApi(sinkholeListEndpoint, { orgId });
  return [...new Set(sinkholeList.map((s) => s.ipAddress))];
};

const EMPTY: Page<SinkholeLog> = { items: [], itemCount: 0, nextPageKey: null };

/** One page of a sinkhole's files; nothing is asked before an address is chosen. */
export const fetchSinkholeLogPage = (
  orgId: string,
  filter: SinkholeLogFilter | null,
  params: { pageSize: number; page: number; sortOrder?: 'asc' | 'des' },
  signal?: AbortSignal,
): Promise<Page<SinkholeLog>> =>
  filter
    ? callApi(
        sinkholeLogListEndpoint,
        { orgId, ...filter, pageSize: params.pageSize, page: params.page, sortOrder: params.sortOrder },
        { signal },
      )
    : Promise.resolve(EMPTY);

export const downloadSinkholeLog = (orgId: string, logId: string) =>
  callApi(sinkholeLogDownloadEndpoint, { orgId, logId });
