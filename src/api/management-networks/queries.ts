import { callApi } from '../client';
import { orgListPage } from '../list-source';
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

/** One page of an organization's networks. */
export const fetchNetworkPage = orgListPage(networkListEndpoint);

export const createNetwork = (orgId: string, network: ManagementNetworkInput) =>
  callApi(networkCreateEndpoint, { orgId, ...network });

export const deleteNetwork = (orgId: string, cidr: string) => callApi(networkDeleteEndpoint, { orgId, cidr });

/** The duplicate check: the existing network's description when the organization has it. */
export const findNetwork = (orgId: string, cidr: string) => callApi(networkFindEndpoint, { orgId, cidr });
