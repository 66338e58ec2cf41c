import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract';
import type { logPushCreateEndpoint } from './contract';
import { type LogPushRef, createLogPush, deleteLogPush, logPushKeys, updateLogPush } from './queries';

/** The organization's list and the job reload; returned so `mutateAsync` settles once they have. */
const invalidate = (queryClient: QueryClient, ref: LogPushRef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: logPushKeys.list(ref.orgId) }),
    queryClient.invalidateQueries({ queryKey: logPushKeys.detail(ref) }),
  ]);

export function useCreateLogPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof logPushCreateEndpoint>) => createLogPush(input),
    onSuccess: (created) => invalidate(queryClient, created),
  });
}

/** Enable or disable; a refusal may mean the list is stale, so it reloads either way. */
export function useSetLogPushEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, enabled }: { ref: LogPushRef; enabled: boolean }) => updateLogPush(ref, enabled),
    onSettled: (_, __, { ref }) => invalidate(queryClient, ref),
  });
}

export function useDeleteLogPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: LogPushRef) => deleteLogPush(ref),
    onSettled: (_, __, ref) => invalidate(queryClient, ref),
  });
}
