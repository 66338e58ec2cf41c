import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import type { PreviewStatus } from '@/api/log-queries/preview-contract';
import {
  type PreviewRef,
  previewKeys,
  previewStatusQuery,
  useCancelPreview,
  useStartPreview,
} from '@/api/log-queries/preview-queries';
import type { LogQueryParams } from '@/api/log-queries/query-params';
import { notify } from '@/lib/notify';
import type { FieldErrors } from './log-filters-form';

export const INVALID_NAME = 'Name value is not valid';
export const REENTER_FILTERS = 'Please clear and reenter your preview filters';

/** Keys that mean the filters no longer make sense to the service: the form starts again (spec 3 §5). */
const RESET_KEYS: string[] = [
  ErrorKey.logQueryInvalidRequest,
  ErrorKey.invalidRequest,
  ErrorKey.sourceSetNotFound,
  ErrorKey.notFound,
];
const DATE_FIELDS: Record<string, keyof FieldErrors> = {
  'duration.startDate': 'startDay',
  'duration.endDate': 'endDay',
};

/**
 * The preview job as the screen drives it (spec 3 §4): its status (read by hand with Refresh
 * Table), start with the large-volume question, cancel, and what each refusal does to the form.
 */
export function usePreviewJob(ref: PreviewRef, { onReset }: { onReset: () => void }) {
  const status = useQuery(previewStatusQuery(ref));
  const queryClient = useQueryClient();
  const start = useStartPreview(ref);
  const cancel = useCancelPreview(ref);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [largeVolume, setLargeVolume] = useState<LogQueryParams | null>(null);
  const [reportError, setReportError] = useState(false);

  const run = async (queryParams: LogQueryParams, confirmLargeVolume = false) => {
    setFieldErrors({});
    try {
      await start.mutateAsync({ orgId: ref.orgId, queryParams, confirmLargeVolume });
      setLargeVolume(null);
    } catch (error) {
      setLargeVolume(null);
      const first = error instanceof ApiError ? error.errors[0] : undefined;
      if (!first) return setReportError(true);
      if (first.key === ErrorKey.logPreviewLargeVolume) return setLargeVolume(queryParams);
      if (first.key === ErrorKey.logQueryInvalidName) {
        // The service's own words for the name, else the spec's fallback.
        const message = first.serverMessage || INVALID_NAME;
        setFieldErrors({ queryName: message });
        return notify.error({ message });
      }
      const dateField = first.field ? DATE_FIELDS[first.field] : undefined;
      if (dateField) {
        setFieldErrors({ [dateField]: first.message });
        return notify.error({ message: first.message });
      }
      if (RESET_KEYS.includes(first.key)) {
        notify.error({ message: REENTER_FILTERS });
        return onReset();
      }
      setReportError(true);
    }
  };

  const stop = async () => {
    try {
      await cancel.mutateAsync(undefined);
    } catch (error) {
      notify.apiError(error, 'The preview could not be cancelled');
    }
  };

  /**
   * The filters changed or were cleared: the results no longer describe them (spec 3 §4). They go
   * at once, before the service confirms, so no button acts on rows the form no longer asks for.
   */
  const discard = async () => {
    const shown = status.data;
    if (!shown || (shown.status !== 'success' && shown.status !== 'failed')) return;
    queryClient.setQueryData(previewKeys.status(ref), {
      ...shown,
      status: 'none' as const,
      queryExecutionId: null,
      queryParams: null,
      items: [],
      totalCount: null,
      startedAt: null,
    });
    await stop();
  };

  const data = status.data;
  const state: PreviewStatus = data?.status ?? 'none';
  return {
    status,
    data,
    state,
    running: state === 'queued' || state === 'running',
    run,
    starting: start.isPending,
    stop,
    discard,
    stopping: cancel.isPending,
    fieldErrors,
    clearFieldErrors: () => setFieldErrors({}),
    largeVolume,
    dismissLargeVolume: () => setLargeVolume(null),
    reportError,
    closeReportError: () => setReportError(false),
  };
}
