import type { PageRequest } from '../contract';
import { callApi } from '../client';
import {
  type ManagementNetworkInput,
  networkCreateEndpoint,
  networkDeleteEndpoint,
  networkFindEndpoint,
  networkListEndpoint,
  networkSortFields,
  networkUpdateEndpoint,
} from './contract';

export const managementNetworkKeys = {
  all: ['management-networks'] as const,
  lists: () => [...managementNetworkKeys.all, 'list'] as const,
  /** Base key of one organization's table; the table adds its page parameters. */
  list: (orgId: string) => [...managementNetworkKeys.lists(), orgId] as const,
};

const isSortField = (field: string | undefined): field is (typeof networkSortFields)[number] =>
  (networkSortFields as readonly string[]).includes(field ?? '');

/** One page of an organization's networks, for the DataTable's fetchPage. */
export const fetchNetworkPage = (orgId: string, params: PageRequest, signal?: AbortSignal) =>
  callApi(
    networkListEndpoint,
    { ...params, orgId, sortField: isSortField(params.sortField) ? params.sortField : undefined },
    { signal },
  );

export const createNetwork = (orgId: string, network: ManagementNetworkInput) =>
  callApi(networkCreateEndpoint, { orgId, ...network });

export const updateNetwork = (orgId: string, network: ManagementNetworkInput) =>
  callApi(networkUpdateEndpoint, { orgId, ...network });

export const deleteNetwork = (orgId: string, cidr: string) => callApi(networkDeleteEndpoint, { orgId, cidr });

/** The duplicate check: the existing network's description when the organization has it. */
export const findNetwork = (orgId: string, cidr: string) => callApi(networkFindEndpoint, { orgId, cidr });
