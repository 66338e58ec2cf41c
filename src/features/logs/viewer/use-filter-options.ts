import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { ALL_SOURCE_SETS } from '@/api/log-queries/preview-contract';
import type { LogOption } from '@/api/log-queries/query-params';
import type { Organization } from '@/api/organizations/contract';
import { policyListAllEndpoint } from '@/api/policies/contract';
import { policyKeys } from '@/api/policies/queries';
import { listMultipleOrgSourceSetsEndpoint } from '@/api/sources/source-set-contract';
import { listMultipleOrgSourcesEndpoint } from '@/api/sources/contract';
import { sourceKeys } from '@/api/sources/queries';

/*
 * The lists the filters load (spec 3 §7): source sets and sources by orgIds, policies by
 * organization. The organizations in scope are the chosen ones, or for a Global user who chose
 * none, every organization; anyone else's scope is the organization they view.
 */

export interface FilterChoice extends LogOption {
  label: string;
}

const setsQuery = (orgId: string, orgIds: string[]) =>
  queryOptions({
    queryKey: [...sourceKeys.all, 'multiple-org-sets', orgId, orgIds] as const,
    queryFn: () => callApi(listMultipleOrgSourceSetsEndpoint, { orgId, orgIds }).then((r) => r.items),
  });

const sourcesQuery = (orgId: string, orgIds: string[]) =>
  queryOptions({
    queryKey: [...sourceKeys.all, 'multiple-org-sources', orgId, orgIds] as const,
    queryFn: () => callApi(listMultipleOrgSourcesEndpoint, { orgId, orgIds }).then((r) => r.items),
  });

const policiesQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...policyKeys.all, 'list-all', orgId] as const,
    queryFn: () => callApi(policyListAllEndpoint, { orgId }).then((r) => r.items),
  });

export const ALL_SETS_CHOICE: FilterChoice = {
  name: 'All Source Sets',
  value: ALL_SOURCE_SETS,
  label: 'All Source Sets',
};

export interface FilterScope {
  /** The organization acted in (the one viewed). */
  orgId: string;
  /** The Global organization is viewed: the Organization filter is offered. */
  everyOrg: boolean;
  organizations: Organization[];
  chosenOrgIds: string[];
  /** Chosen source set ids (sources are listed within them). */
  chosenSetIds: string[];
}

export function useFilterOptions(scope: FilterScope) {
  const { orgId, everyOrg, organizations } = scope;
  const names = new Map(organizations.map((org) => [org.orgId, org.displayName]));
  const customers = organizations.filter((org) => org.orgType !== 'Global').slice(0, 100);
  const orgIds = !everyOrg ? [orgId] : scope.chosenOrgIds.length ? scope.chosenOrgIds : customers.map((o) => o.orgId);
  const sets = useQuery({ ...setsQuery(orgId, orgIds), enabled: orgIds.length > 0 });
  const wantSources = scope.chosenSetIds.length > 0 && !scope.chosenSetIds.includes(ALL_SOURCE_SETS);
  const sources = useQuery({ ...sourcesQuery(orgId, orgIds), enabled: wantSources });
  // Policies by organization: each chosen organization's own with the global ones, else the viewed one's.
  const policyOrgs = everyOrg && scope.chosenOrgIds.length ? scope.chosenOrgIds : [orgId];
  const policies = useQueries({ queries: policyOrgs.map((id) => policiesQuery(id)) });
  // Set names repeat across organizations ('Default'), so a Global user sees whose each is.
  const withOrg = (name: string, owner: string) => (everyOrg ? `${name} (${names.get(owner) ?? owner})` : name);

  const setChoices: FilterChoice[] = (sets.data ?? []).flatMap((entry) =>
    entry.sourceSets.map((set) => ({
      name: set.name,
      value: set.id,
      orgId: set.orgId,
      label: withOrg(set.name, set.orgId),
    })),
  );
  const chosenSets = new Set(scope.chosenSetIds);
  const sourceChoices: FilterChoice[] = wantSources
    ? (sources.data ?? []).flatMap((entry) =>
        entry.sources
          .filter((source) => chosenSets.has(source.set))
          .map((source) => {
            const name = source.sourceIP ?? source.displayName ?? source.id;
            return { name, value: source.id, orgId: source.orgId, label: `${name} (${source.setName})` };
          }),
      )
    : [];
  const seen = new Set<string>();
  const policyChoices: FilterChoice[] = policies
    .flatMap((query, index) =>
      (query.data ?? []).map((policy) => ({
        name: policy.name,
        value: policy.id,
        orgId: policy.global ? undefined : policyOrgs[index],
        label: policy.global ? `${policy.name} (Global)` : withOrg(policy.name, policyOrgs[index]),
      })),
    )
    .filter((choice) => !seen.has(choice.value) && seen.add(choice.value));

  return {
    orgChoices: customers.map((org): FilterChoice => ({
      name: org.displayName,
      value: org.orgId,
      label: org.displayName,
    })),
    setChoices: [ALL_SETS_CHOICE, ...setChoices],
    sourceChoices,
    policyChoices,
    failed: sets.isError || sources.isError || policies.some((query) => query.isError),
  };
}
