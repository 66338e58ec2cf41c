import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { RequestOf } from '../contract';
import {
  mspPotentialOrgApproveEndpoint,
  orgDisplayNameUpdateEndpoint,
  orgListEndpoint,
  orgUpdateEndpoint,
  potentialOrgApproveEndpoint,
  potentialOrgListEndpoint,
} from './contract';

export const organizationKeys = {
  all: ['organizations'] as const,
  lists: () => [...organizationKeys.all, 'list'] as const,
  potential: () => [...organizationKeys.all, 'potential'] as const,
};

export const organizationListQuery = () =>
  queryOptions({
    queryKey: organizationKeys.lists(),
    queryFn: ({ signal }) => callApi(orgListEndpoint, {}, { signal }).then((r) => r.orgs),
  });

export const potentialOrganizationListQuery = () =>
  queryOptions({
    queryKey: organizationKeys.potential(),
    queryFn: ({ signal }) => callApi(potentialOrgListEndpoint, {}, { signal }).then((r) => r.items),
  });

export const updateDisplayName = (orgId: string, displayName: string) =>
  callApi(orgDisplayNameUpdateEndpoint, { orgId, displayName });

export const updateOrganization = (orgId: string, values: { displayName: string; bypassPolicyPeerApproval: boolean }) =>
  callApi(orgUpdateEndpoint, { orgId, ...values });

/** Onboarding (spec 1 §2): one call creates the organization, its networks and its first user. */
export const onboardOrganization = (input: RequestOf<typeof potentialOrgApproveEndpoint>) =>
  callApi(potentialOrgApproveEndpoint, input);

/** Managed-service onboarding: the organization with its settings and its first user. */
export const onboardManagedOrganization = (input: RequestOf<typeof mspPotentialOrgApproveEndpoint>) =>
  callApi(mspPotentialOrgApproveEndpoint, input);
