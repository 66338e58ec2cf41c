import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../users/queries';
import {
  onboardManagedOrganization,
  onboardOrganization,
  organizationKeys,
  potentialOrganizationKeys,
  updateDisplayName,
  updateOrganization,
} from './queries';

/** The list feeds the dropdown and every screen's selected organization; returned so callers see it fresh. */
const invalidateOrganization = (queryClient: QueryClient, orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) }),
  ]);

export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, displayName }: { orgId: string; displayName: string }) =>
      updateDisplayName(orgId, displayName),
    onSuccess: (_, { orgId }) => invalidateOrganization(queryClient, orgId),
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, ...values }: Parameters<typeof updateOrganization>[1] & { orgId: string }) =>
      updateOrganization(orgId, values),
    onSuccess: (_, { orgId }) => invalidateOrganization(queryClient, orgId),
  });
}

export type OnboardingCall =
  | { managedService: false; input: Parameters<typeof onboardOrganization>[0] }
  | { managedService: true; input: Parameters<typeof onboardManagedOrganization>[0] };

/**
 * Onboarding creates an organization and its first user and takes it off the potential list.
 * Managed-service mode sends settings instead of networks, to its own path.
 */
export function useOnboardOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: OnboardingCall) =>
      call.managedService ? onboardManagedOrganization(call.input) : onboardOrganization(call.input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: potentialOrganizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
      ]),
  });
}
