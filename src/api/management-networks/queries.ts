import { type PageRequest, sortFieldOf } from '../contract';
import { callApi } from '../client';
import { resourceKeys } from '../query-keys';
import {
  type ManagementNetworkInput,
  networkCreateEndpoint,
  networkDeleteEndpoint,
  networkFindEndpoint,
  networkListEndpoint,
} from './contract';

export interface NetworkRef {
  orgId: string;
  cidr: string;
}

/** A list is one organization's networks (`list(orgId)`); the table adds its page parameters. */
export const managementNetworkKeys = resourceKeys<string, NetworkRef>('management-networks');

/** One page of an organization's networks, for the DataTable's fetchPage. */
export const fetchNetworkPage = (orgId: string, params: PageRequest, signal?: AbortSignal) =>
  callApi(
    networkListEndpoint,
    { ...params, orgId, sortField: sortFieldOf(networkListEndpoint, params.sortField) },
    { signal },
  );

export const createNetwork = (orgId: string, network: ManagementNetworkInput) =>
  callApi(networkCreateEndpoint, { orgId, ...network });

export const deleteNetwork = (orgId: string, cidr: string) => callApi(networkDeleteEndpoint, { orgId, cidr });

/** The duplicate check: the existing network's description when the organization has it. */
export const findNetwork = (orgId: string, cidr: string) => callApi(networkFindEndpoint, { orgId, cidr });
