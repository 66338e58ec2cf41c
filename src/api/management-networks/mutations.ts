import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagementNetworkInput } from './contract';
import { type NetworkRef, createNetwork, deleteNetwork, managementNetworkKeys } from './queries';

/** The organization's tables reload; returned so `mutateAsync` settles once they have. */
const invalidateNetwork = (queryClient: QueryClient, { orgId, cidr }: NetworkRef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: managementNetworkKeys.list(orgId) }),
    queryClient.invalidateQueries({ queryKey: managementNetworkKeys.detail({ orgId, cidr }) }),
  ]);

type NetworkChange = { orgId: string; network: ManagementNetworkInput };

export function useCreateNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, network }: NetworkChange) => createNetwork(orgId, network),
    onSuccess: (_, { orgId, network }) => invalidateNetwork(queryClient, { orgId, cidr: network.cidr }),
  });
}

/** A refusal may mean the table is stale (someone else deleted it), so it reloads either way. */
export function useDeleteNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, cidr }: NetworkRef) => deleteNetwork(orgId, cidr),
    onSettled: (_, __, ref) => invalidateNetwork(queryClient, ref),
  });
}
