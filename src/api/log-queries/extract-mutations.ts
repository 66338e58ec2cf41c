import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract';
import type { extractUpdateEndpoint } from './extract-contract';
import {
  type ExtractInput,
  type ExtractRef,
  createExtract,
  deleteExtract,
  extractKeys,
  extractRunKeys,
  updateExtract,
} from './extract-queries';

/** The organization's list and the extract's runs reload; returned so `mutateAsync` settles once they have. */
const invalidate = (queryClient: QueryClient, orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: extractKeys.list(orgId) }),
    queryClient.invalidateQueries({ queryKey: extractRunKeys.all }),
  ]);

export function useCreateExtract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExtractInput) => createExtract(input),
    onSuccess: (created) => invalidate(queryClient, created.orgId),
  });
}

export function useUpdateExtract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof extractUpdateEndpoint>) => updateExtract(input),
    onSuccess: (updated) => invalidate(queryClient, updated.orgId),
  });
}

/** A refusal may mean the table is stale (someone else deleted it), so it reloads either way. */
export function useDeleteExtract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: ExtractRef) => deleteExtract(ref),
    onSettled: (_, __, ref) => invalidate(queryClient, ref.orgId),
  });
}
