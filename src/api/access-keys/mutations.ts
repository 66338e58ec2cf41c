import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccessKeyRef, accessKeyKeys, createAccessKey, deleteAccessKey } from './queries';

/** The organization's table reloads; returned so `mutateAsync` settles once it has. */
const invalidate = (queryClient: QueryClient, { orgId, id }: AccessKeyRef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: accessKeyKeys.list(orgId) }),
    queryClient.invalidateQueries({ queryKey: accessKeyKeys.detail({ orgId, id }) }),
  ]);

/** The reply carries the secret; it is handed to the caller and never put in the query cache. */
export function useCreateAccessKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, description }: { orgId: string; description: string }) => createAccessKey(orgId, description),
    onSuccess: (created) => invalidate(queryClient, created),
  });
}

/** A refusal may mean the table is stale (someone else deleted it), so it reloads either way. */
export function useDeleteAccessKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: AccessKeyRef) => deleteAccessKey(ref),
    onSettled: (_, __, ref) => invalidate(queryClient, ref),
  });
}
