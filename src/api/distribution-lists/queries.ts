import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { orgListPage } from '../list-source';
import { resourceKeys } from '../query-keys';
import {
  type DistributionListInput,
  distributionListCreateEndpoint,
  distributionListDeleteEndpoint,
  distributionListGetEndpoint,
  distributionListListEndpoint,
  distributionListUpdateEndpoint,
} from './contract';

export interface DistributionListRef {
  orgId: string;
  id: string;
}

/** A list is one organization's distribution lists (`list(orgId)`); the table adds its page parameters. */
export const distributionListKeys = resourceKeys<string, DistributionListRef>('distribution-lists');

/** One page of an organization's distribution lists (the alert-set form reads them all). */
export const fetchDistributionListPage = orgListPage(distributionListListEndpoint);

/** Shared by a route loader (ensureQueryData) and the component (useQuery). */
export const distributionListQuery = (ref: DistributionListRef) =>
  queryOptions({
    queryKey: distributionListKeys.detail(ref),
    queryFn: () => callApi(distributionListGetEndpoint, { orgId: ref.orgId, listId: ref.id }),
  });

export const createDistributionList = (orgId: string, input: DistributionListInput) =>
  callApi(distributionListCreateEndpoint, { orgId, ...input });

export const updateDistributionList = (ref: DistributionListRef, input: DistributionListInput) =>
  callApi(distributionListUpdateEndpoint, { ...ref, ...input });

export const deleteDistributionList = (ref: DistributionListRef) => callApi(distributionListDeleteEndpoint, ref);
