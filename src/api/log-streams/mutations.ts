import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogStreamInput } from './contract';
import { type LogStreamRef, createLogStream, deleteLogStream, logStreamKeys } from './queries';

/** The organization's tables reload; returned so `mutateAsync` settles once they have. */
const invalidate = (queryClient: QueryClient, ref: LogStreamRef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: logStreamKeys.list(ref.orgId) }),
    queryClient.invalidateQueries({ queryKey: logStreamKeys.detail(ref) }),
  ]);

export function useCreateLogStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, input }: { orgId: string; input: LogStreamInput }) => createLogStream(orgId, input),
    onSuccess: (created) => invalidate(queryClient, created),
  });
}

/** A refusal may mean the table is stale (someone else deleted it), so it reloads either way. */
export function useDeleteLogStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: LogStreamRef) => deleteLogStream(ref),
    onSettled: (_, __, ref) => invalidate(queryClient, ref),
  });
}
