import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/api/client';
import type { DistributionList } from '@/api/distribution-lists/contract';
import { distributionListKeys, fetchDistributionListPage } from '@/api/distribution-lists/queries';
import { policyListAllEndpoint } from '@/api/policies/contract';
import { policyKeys } from '@/api/policies/queries';
import { listOrgSourcesEndpoint } from '@/api/sources/contract';
import { orgSourceSetsQuery, sourceKeys } from '@/api/sources/queries';
import { notify } from '@/lib/notify';
import { FILTER_VALUES_FAILED, LISTS_FAILED, SOURCES_FAILED, SOURCE_SETS_FAILED } from './alert-set-messages';
import { sourceKey } from './selection';

/** Spec 1 §7 and §9: bulk loads use pages of 100 and follow nextPageKey to the end. */
export const BULK_PAGE_SIZE = 100;

export async function fetchAllDistributionLists(orgId: string, signal?: AbortSignal): Promise<DistributionList[]> {
  const lists: DistributionList[] = [];
  let pageToken: string | null = null;
  // A bound on pages, so a service that kept answering a next key could not spin forever.
  for (let page = 0; page < 1000; page += 1) {
    const reply = await fetchDistributionListPage(orgId, { pageSize: BULK_PAGE_SIZE, pageToken }, signal);
    lists.push(...reply.items);
    if (!reply.nextPageKey) break;
    pageToken = reply.nextPageKey;
  }
  return lists;
}

/** Under the organization's list key, so saving or deleting a list refreshes the form's choices too. */
export const allDistributionListsQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...distributionListKeys.list(orgId), 'all'] as const,
    queryFn: ({ signal }) => fetchAllDistributionLists(orgId, signal),
  });

const orgSourcesQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...sourceKeys.all, 'org-sources', orgId] as const,
    queryFn: () => callApi(listOrgSourcesEndpoint, { orgId }).then((reply) => reply.items),
  });

const orgPoliciesQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...policyKeys.all, 'list-all', orgId] as const,
    queryFn: () => callApi(policyListAllEndpoint, { orgId }).then((reply) => reply.items),
  });

export interface Choice {
  value: string;
  label: string;
}

/** A failed load is a notification once (spec 1 §8), and the field is left with its select-all entry. */
function useFailureNotice(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notify.error({ id: message, message });
  }, [failed, message]);
}

/**
 * The form's choices for one organization (spec 1 §7). Sources, sets and policies are only asked
 * for by a DNS Events form that may change the set: a read-only view names what it holds from the
 * same lists, so it loads them too, but only those.
 */
export function useAlertSetChoices(orgId: string, { dns, isGlobal }: { dns: boolean; isGlobal: boolean }) {
  const lists = useQuery(allDistributionListsQuery(orgId));
  const scoped = dns && !isGlobal;
  const sourceSets = useQuery({ ...orgSourceSetsQuery(orgId), enabled: scoped });
  const sources = useQuery({ ...orgSourcesQuery(orgId), enabled: scoped });
  const policies = useQuery({ ...orgPoliciesQuery(orgId), enabled: dns });
  useFailureNotice(lists.isError, LISTS_FAILED);
  useFailureNotice(sourceSets.isError, SOURCE_SETS_FAILED);
  useFailureNotice(sources.isError, SOURCES_FAILED);
  useFailureNotice(policies.isError, FILTER_VALUES_FAILED);

  return {
    listsLoaded: lists.isSuccess,
    lists: (lists.data ?? []).map((list): Choice => ({ value: list.id, label: list.name })),
    sourceSets: (sourceSets.data ?? []).map((set): Choice => ({ value: set.id, label: set.name })),
    // Authorized sources are addresses; an SSE source has none, so it cannot be named here.
    sources: (sources.data ?? [])
      .filter((source) => source.sourceIP !== null)
      .map((source): Choice => ({
        value: sourceKey({ sourceSetId: source.set, ip: source.sourceIP ?? '' }),
        label: `${source.sourceIP} (${source.setName})`,
      })),
    // Outside Global the provider's policies have their own alert (and may be redacted), so only the organization's own.
    policies: (policies.data ?? [])
      .filter((policy) => isGlobal || !policy.global)
      .map((policy): Choice => ({ value: policy.id, label: policy.name })),
  };
}
