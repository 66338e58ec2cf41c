import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { RequestOf } from '../contract';
import { resourceKeys } from '../query-keys';
import {
  mspPotentialOrgApproveEndpoint,
  orgDisplayNameUpdateEndpoint,
  orgListEndpoint,
  orgUpdateEndpoint,
  potentialOrgApproveEndpoint,
  potentialOrgListEndpoint,
} from './contract';

/** The service answers with every organization the caller may view: one list, no filters. */
export const organizationKeys = resourceKeys<Record<string, never>, string>('organizations');
/** Organizations waiting to be onboarded, a resource of their own until onboarding takes them off. */
export const potentialOrganizationKeys = resourceKeys<Record<string, never>, string>('potential-organizations');

export const organizationListQuery = () =>
  queryOptions({
    queryKey: organizationKeys.list({}),
    queryFn: ({ signal }) => callApi(orgListEndpoint, {}, { signal }).then((r) => r.orgs),
  });

export const potentialOrganizationListQuery = () =>
  queryOptions({
    queryKey: potentialOrganizationKeys.list({}),
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
