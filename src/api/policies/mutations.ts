import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../client';
import { type Policy } from './contract';
import {
  policyDeleteEndpoint,
  policyDeleteMspEndpoint,
  policyDisableEndpoint,
  policyDisableMspEndpoint,
  policyEnableEndpoint,
  policyEnableMspEndpoint,
  policyStatusUpdateEndpoint,
  policySubmitForDisableEndpoint,
  policySubmitForEnableEndpoint,
} from './lifecycle-contract';
import { policyKeys } from './queries';

/*
 * The list screen's lifecycle calls (spec 2 §4.1): enable and disable (asking a second policy
 * manager), approving or denying those requests, and delete. The editor's calls (save, submit for
 * approval, approve or deny a version, impact analysis) are in editor-mutations.ts.
 *
 * Every hook reloads everything of the policies on settle: a refusal often means the row was stale
 * (someone else decided it first), and a status change moves a policy between the Pending and
 * Active lists, changes its detail and adds to its history.
 */

/** A policy as the calls name it: the organization acted on (the selected one) and the policy. */
export interface PolicyAction {
  orgId: string;
  policyId: string;
  /** The organization acted on is managed-service (account-linked): its calls go through the .msp variants. */
  managedService: boolean;
}

function usePolicyMutation<V extends PolicyAction, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}

const ref = ({ orgId, policyId }: PolicyAction) => ({ orgId, policyId });

/** Enable Policy: DISABLED → PENDING_ENABLE. */
export const useSubmitForEnable = () =>
  usePolicyMutation((action: PolicyAction): Promise<Policy> => callApi(policySubmitForEnableEndpoint, ref(action)));

/** Disable Policy: ENFORCING → PENDING_DISABLE. */
export const useSubmitForDisable = () =>
  usePolicyMutation((action: PolicyAction): Promise<Policy> => callApi(policySubmitForDisableEndpoint, ref(action)));

/** Approve a pending enable (ENFORCING) or a pending disable (DISABLED). */
export const useApproveToggle = () =>
  usePolicyMutation(({ enable, ...action }: PolicyAction & { enable: boolean }): Promise<Policy> => {
    if (enable) return callApi(action.managedService ? policyEnableMspEndpoint : policyEnableEndpoint, ref(action));
    return callApi(action.managedService ? policyDisableMspEndpoint : policyDisableEndpoint, ref(action));
  });

/** Deny a pending enable (back to DISABLED) or a pending disable (back to ENFORCING). */
export const useDenyToggle = () =>
  usePolicyMutation(({ enable, ...action }: PolicyAction & { enable: boolean }): Promise<Policy> =>
    callApi(policyStatusUpdateEndpoint, { ...ref(action), status: enable ? 'DISABLED' : 'ENFORCING' }),
  );

/**
 * Delete Policy. The list shows one version of a policy, so both its pending and its active
 * versions go (the service keeps them under one id).
 */
export const useDeletePolicy = () =>
  usePolicyMutation((action: PolicyAction): Promise<{ id: string }> =>
    callApi(action.managedService ? policyDeleteMspEndpoint : policyDeleteEndpoint, {
      ...ref(action),
      pending: true,
      active: true,
    }),
  );
