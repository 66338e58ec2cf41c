import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkJobStatus } from '@/api/coverage/bulk-contract';
import { bulkStatusQuery, cancelBulk, coverageKeys, downloadBulk, startBulk } from '@/api/coverage/queries';
import { openFile } from '@/api/files/open-file';
import { ErrorState } from '@/components/error-state';
import { notify } from '@/lib/notify';
import { BulkResults } from './bulk-results';
import { BulkUpload } from './bulk-upload';

/** Spec 2 §8's bulk message, typo included. */
export const BULK_ERROR = 'An error was encounted. Please try again.';

const WAITING: Partial<Record<BulkJobStatus['status'], string>> = { QUEUED: 'Queued', RUNNING: 'Running' };

/**
 * Bulk coverage (spec 2 §2.4, §4.3), the global tenant's: one job per user, polled by hand with
 * Refresh Table; Cancel resets it to none and clears the file.
 */
export function BulkSearch({ email, orgId }: { email: string; orgId: string }) {
  const client = useQueryClient();
  const status = useQuery(bulkStatusQuery(email));
  const setStatus = (next: BulkJobStatus) => {
    client.setQueryData(coverageKeys.bulkStatus(email), next);
    // Summary and rows belong to the job that was: drop them.
    client.removeQueries({ queryKey: coverageKeys.bulkSummary(email) });
    client.removeQueries({ queryKey: coverageKeys.bulkRows(email, orgId) });
  };
  const start = useMutation({
    mutationFn: ({ indicators, fileName }: { indicators: string[]; fileName: string }) =>
      startBulk(indicators, fileName),
    onSuccess: setStatus,
    onError: () => notify.error({ message: BULK_ERROR }),
  });
  const cancel = useMutation({
    mutationFn: () => cancelBulk(email),
    onSuccess: setStatus,
    onError: () => notify.error({ message: BULK_ERROR }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: coverageKeys.bulk(email) });

  if (status.isPending) return <Loader size="sm" role="status" aria-label="Loading the bulk search" />;
  if (status.isError)
    return (
      <ErrorState title="The bulk search could not be loaded" error={status.error} onRetry={() => void refresh()} />
    );
  const job = status.data;
  const refreshButton = (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() => void refresh()}
      loading={status.isFetching}
    >
      Refresh Table
    </Button>
  );
  const cancelButton = (
    <Button
      variant="default"
      color="red"
      leftSection={<IconX size={16} aria-hidden />}
      onClick={() => cancel.mutate()}
      loading={cancel.isPending}
    >
      Cancel
    </Button>
  );
  const file = job.fileName && (
    <Text>
      <Text span fw={700}>
        {job.fileName}
      </Text>{' '}
      · {job.indicatorCount} {job.indicatorCount === 1 ? 'indicator' : 'indicators'}
    </Text>
  );

  if (job.status === 'NONE' || job.status === 'CANCELED' || job.status === 'ERROR') {
    return (
      <Stack gap="md">
        {job.status === 'ERROR' && (
          <Alert color="red" variant="outline" role="alert" title="The bulk search failed">
            {BULK_ERROR}
          </Alert>
        )}
        <BulkUpload starting={start.isPending} onSearch={(read) => start.mutate(read)} />
      </Stack>
    );
  }
  if (WAITING[job.status]) {
    return (
      <Card withBorder>
        <Stack gap="sm">
          {file}
          <Text role="status">
            Status: <strong>{WAITING[job.status]}</strong>. The search takes a few seconds; refresh the table to see
            where it stands.
          </Text>
          <Group>
            {refreshButton}
            {cancelButton}
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="sm">
        {file}
        <Text role="status">
          Status: <strong>Success</strong>
        </Text>
      </Group>
      <BulkResults
        email={email}
        orgId={orgId}
        actions={
          <>
            {refreshButton}
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void openFile(() => downloadBulk(email, orgId), { mode: 'download' })}
            >
              Download List
            </Button>
            {cancelButton}
          </>
        }
      />
    </Stack>
  );
}
