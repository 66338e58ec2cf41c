import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createSource,
  createSseSource,
  deleteSource,
  deleteSourceSet,
  sourceKeys,
  updateSource,
  updateSourceSet,
  updateSseSource,
} from './queries';

/**
 * Every write reloads the organization's sets and sources once it has settled: a refusal may
 * mean the table is stale (someone else changed the set), and `mutateAsync` resolves after it.
 */
function useSourceWrite<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}

export const useCreateSource = () => useSourceWrite(createSource);
export const useUpdateSource = () => useSourceWrite(updateSource);
export const useDeleteSource = () => useSourceWrite(deleteSource);
export const useCreateSseSource = () => useSourceWrite(createSseSource);
export const useUpdateSseSource = () => useSourceWrite(updateSseSource);
export const useUpdateSourceSet = () => useSourceWrite(updateSourceSet);
export const useDeleteSourceSet = () => useSourceWrite(deleteSourceSet);
