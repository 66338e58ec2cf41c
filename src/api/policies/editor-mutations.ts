import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../client';
import { type PolicySaveInput, policySaveEndpoint } from './contract';
import {
  policyApprovalEndpoint,
  policyApprovalMspEndpoint,
  policyDenialEndpoint,
  policySaveMspEndpoint,
  policySubmitForApprovalEndpoint,
} from './lifecycle-contract';
import type { ImpactInterval } from './schemas';
import { profileAsyncEndpoint, profileCancelEndpoint } from './impact-contract';
import { type PolicyRef, policyKeys } from './queries';

/*
 * The policy form's writes (spec 2 §4.1, §4.2). Each reloads everything of the organization's
 * policies (lists, the detail, its history and analysis) whatever the outcome: a refusal may mean
 * the form is stale. `managedService` picks the managed-service (.msp) path where one exists.
 */

const reload = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: policyKeys.all });

export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, managedService }: { input: PolicySaveInput; managedService: boolean }) =>
      callApi(managedService ? policySaveMspEndpoint : policySaveEndpoint, input),
    onSettled: () => reload(queryClient),
  });
}

export function useSubmitForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, id, approvers }: PolicyRef & { approvers: string[] }) =>
      callApi(policySubmitForApprovalEndpoint, { orgId, policyId: id, approvers }),
    onSettled: () => reload(queryClient),
  });
}

export function useApprovePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ managedService, ...ref }: PolicyRef & { managedService: boolean }) =>
      callApi(managedService ? policyApprovalMspEndpoint : policyApprovalEndpoint, ref),
    onSettled: () => reload(queryClient),
  });
}

export function useDenyPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: PolicyRef) => callApi(policyDenialEndpoint, ref),
    onSettled: () => reload(queryClient),
  });
}

export function useRunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profilingInterval, ...ref }: PolicyRef & { profilingInterval: ImpactInterval }) =>
      callApi(profileAsyncEndpoint, { ...ref, profilingInterval }),
    onSettled: () => reload(queryClient),
  });
}

export function useCancelAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: PolicyRef) => callApi(profileCancelEndpoint, ref),
    onSettled: () => reload(queryClient),
  });
}
