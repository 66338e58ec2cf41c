import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { callApi } from '../client';
import { policyListGlobalEndpoint } from './contract';
import { policyDisputeEndpoint } from './dispute-contract';
import { policyKeys } from './queries';

export type PolicyDisputeInput = v.InferInput<typeof policyDisputeEndpoint.request>;

/**
 * The dispute form's choices: the global policies in force, for the organization the user views.
 * Under `policyKeys.all`, so a lifecycle write that invalidates the policies refreshes them too.
 */
export const disputePolicyChoicesQuery = (orgId: string) =>
  queryOptions({
    queryKey: [...policyKeys.all, 'disputeChoices', orgId] as const,
    queryFn: ({ signal }) => callApi(policyListGlobalEndpoint, { orgId }, { signal }),
    select: (reply) => reply.items,
  });

/** Files a Global Policy Dispute (spec 2 §2.6); rejects with the service's ApiError. */
export const submitPolicyDispute = (input: PolicyDisputeInput) => callApi(policyDisputeEndpoint, input);
