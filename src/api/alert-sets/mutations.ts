import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertSetInput } from './contract';
import { type AlertSetRef, createAlertSet, deleteAlertSet, alertSetKeys, updateAlertSet } from './queries';

/** The organization's tables reload; returned so `mutateAsync` settles once they have. */
const invalidate = (queryClient: QueryClient, ref: AlertSetRef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: alertSetKeys.list(ref.orgId) }),
    queryClient.invalidateQueries({ queryKey: alertSetKeys.detail(ref) }),
  ]);

export function useCreateAlertSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, input }: { orgId: string; input: AlertSetInput }) => createAlertSet(orgId, input),
    onSuccess: (created) => invalidate(queryClient, created),
  });
}

export function useUpdateAlertSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, input }: { ref: AlertSetRef; input: AlertSetInput }) => updateAlertSet(ref, input),
    onSuccess: (_, { ref }) => invalidate(queryClient, ref),
  });
}

/** A refusal may mean the table is stale (someone else deleted it), so it reloads either way. */
export function useDeleteAlertSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: AlertSetRef) => deleteAlertSet(ref),
    onSettled: (_, __, ref) => invalidate(queryClient, ref),
  });
}
