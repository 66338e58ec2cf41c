import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DistributionListInput } from './contract';
import {
  type DistributionListRef,
  createDistributionList,
  deleteDistributionList,
  distributionListKeys,
  updateDistributionList,
} from './queries';

/** The organization's tables reload; returned so `mutateAsync` settles once they have. */
const invalidate = (queryClient: QueryClient, ref: DistributionListRef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: distributionListKeys.list(ref.orgId) }),
    queryClient.invalidateQueries({ queryKey: distributionListKeys.detail(ref) }),
  ]);

export function useCreateDistributionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, input }: { orgId: string; input: DistributionListInput }) =>
      createDistributionList(orgId, input),
    onSuccess: (created) => invalidate(queryClient, created),
  });
}

export function useUpdateDistributionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, input }: { ref: DistributionListRef; input: DistributionListInput }) =>
      updateDistributionList(ref, input),
    onSuccess: (_, { ref }) => invalidate(queryClient, ref),
  });
}

/** A refusal may mean the table is stale (someone else deleted it), so it reloads either way. */
export function useDeleteDistributionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: DistributionListRef) => deleteDistributionList(ref),
    onSettled: (_, __, ref) => invalidate(queryClient, ref),
  });
}
