import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../client';
import { openFile } from '../files/open-file';
import type { RequestOf } from '../contract';
import {
  type PreviewExecution,
  previewAsyncEndpoint,
  previewCancelEndpoint,
  previewResultsEndpoint,
  previewStatusEndpoint,
} from './preview-contract';

/*
 * The DNS Logs preview's reads and writes. The preview holds log records, so its query stays out
 * of the persisted cache (meta.persist false); polling is manual (spec 3 §4), so it never goes
 * stale on its own: Refresh Table refetches it.
 */

export interface PreviewRef {
  userId: string;
  orgId: string;
}

export const previewKeys = {
  all: ['log-preview'] as const,
  status: (ref: PreviewRef) => [...previewKeys.all, ref.orgId, ref.userId] as const,
};

export const previewStatusQuery = (ref: PreviewRef) =>
  queryOptions({
    queryKey: previewKeys.status(ref),
    queryFn: ({ signal }) => callApi(previewStatusEndpoint, ref, { signal }),
    staleTime: Infinity,
    meta: { persist: false },
  });

/** Start and cancel answer the preview as it now is; the status query takes the answer. */
function usePreviewWrite<I>(ref: PreviewRef, call: (input: I) => Promise<PreviewExecution>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (execution) => queryClient.setQueryData(previewKeys.status(ref), execution),
  });
}

export const useStartPreview = (ref: PreviewRef) =>
  usePreviewWrite(ref, (input: RequestOf<typeof previewAsyncEndpoint>) => callApi(previewAsyncEndpoint, input));

export const useCancelPreview = (ref: PreviewRef) => usePreviewWrite(ref, () => callApi(previewCancelEndpoint, ref));

/** Download Preview: a CSV of the preview's rows, opened as the spec opens every pre-signed link. */
export const downloadPreview = (orgId: string, queryExecutionId: string) =>
  openFile(() => callApi(previewResultsEndpoint, { orgId, queryExecutionId }));
