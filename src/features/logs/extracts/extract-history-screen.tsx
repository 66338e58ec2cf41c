import { Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ExtractRun } from '@/api/log-queries/extract-contract';
import { extractRunFile, extractRunKeys, fetchExtractRunPage } from '@/api/log-queries/extract-queries';
import { openFile } from '@/api/files/open-file';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { DataTable, type DataTableColumn, type TableSource } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { formatDate, formatTime } from '@/lib/format';
import { STATUS_COLORS } from './extract-status';
import { type ExtractHistorySearch, type HistoryParams, historyParams } from './extract-history-search';

const RUN_LABELS: Record<ExtractRun['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  success: 'Success',
  failed: 'Failure',
  canceled: 'Canceled',
  expired: 'Expired',
};

/** Extract History (spec 3 §2): the runs of one extract, each file downloadable for 72 hours. */
export function ExtractHistoryScreen({ search }: { search: ExtractHistorySearch }) {
  const params = historyParams(search);
  const { selected, error } = useSelectedOrganization();
  // A required parameter missing or invalid: back to the list (spec 3 §2).
  if (!params) return <Navigate to="/logs/scheduled-extracts" replace />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/logs/scheduled-extracts" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to Scheduled Extracts
        </Group>
      </Anchor>
      <Title order={2}>Extract History: {params.name}</Title>
      <Summary params={params} />
      {error ? (
        <ErrorState title="Extract history could not be loaded" error={error} />
      ) : selected ? (
        <Runs orgId={selected.orgId} params={params} />
      ) : (
        <Group aria-busy="true">
          <Loader size="sm" /> <Text>Loading extract history…</Text>
        </Group>
      )}
    </Stack>
  );
}

function Summary({ params }: { params: HistoryParams }) {
  const item = (label: string, value: string) => (
    <div>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
  return (
    <Card withBorder padding="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {item('Cadence', params.cadence)}
        {item('Run Time', params.runTime)}
        {item('Created By', params.createdBy)}
        {item('Destination', params.destination)}
        {item('Description', params.description)}
      </SimpleGrid>
    </Card>
  );
}

function Runs({ orgId, params }: { orgId: string; params: HistoryParams }) {
  const ref = { orgId, queryId: params.queryId };
  const [busy, setBusy] = useState<string | null>(null);
  const source: TableSource<ExtractRun> = {
    tableId: 'extract-history',
    queryKey: extractRunKeys.list(ref),
    defaultSort: { field: 'runDate', order: 'des' },
    fetchPage: (page, { signal }) => fetchExtractRunPage(ref, page, signal),
  };
  const download = async (run: ExtractRun) => {
    setBusy(run.executionId);
    await openFile(() => extractRunFile(ref, run.executionId), { mode: 'download' });
    setBusy(null);
  };
  const when = (iso: string | null) => (iso ? formatTime(iso) : '—');
  const columns: DataTableColumn<ExtractRun>[] = [
    { id: 'runDate', header: 'Run Date', sortable: true, cell: (run) => formatDate(run.runDate) },
    { id: 'start', header: 'Run Start Time', cell: (run) => when(run.start) },
    { id: 'end', header: 'Run End Time', cell: (run) => when(run.end) },
    {
      id: 'status',
      header: 'Run Status',
      csv: (run) => RUN_LABELS[run.status],
      cell: (run) => (
        <Badge variant="filled" color={STATUS_COLORS[run.status]} tt="none">
          {RUN_LABELS[run.status]}
        </Badge>
      ),
    },
    {
      id: 'download',
      header: 'Download Status',
      csv: (run) => run.downloadStatus,
      cell: (run) =>
        run.downloadStatus === 'available' ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={busy === run.executionId}
            aria-label={`Download the run of ${formatDate(run.runDate)} ${formatTime(run.runDate)}`}
            onClick={() => void download(run)}
          >
            Download
          </Button>
        ) : (
          <Text size="sm">{run.downloadStatus === 'expired' ? 'Expired' : 'Not available'}</Text>
        ),
    },
  ];
  return (
    <DataTable<ExtractRun>
      {...source}
      caption={`Runs of ${params.name}`}
      columns={columns}
      rowKey={(run) => run.executionId}
    />
  );
}
