import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatCount } from '@/lib/format';
import { type ExportProgress, csvFileName, downloadCsv, fetchAllRows, tableCsv } from './export-csv';
import type { DataTableColumn, FetchPage, FetchPageParams } from './types';

interface ExportCsvButtonProps<Row> {
  columns: DataTableColumn<Row>[];
  fetchPage: FetchPage<Row>;
  /** The table's current search, sort and filters (its fetchPage carries the filters). */
  params: () => Omit<FetchPageParams, 'page' | 'pageSize'>;
  name: string;
  disabled?: boolean;
}

type Run = { status: 'running'; progress: ExportProgress } | { status: 'failed'; message: string };

/** Export CSV: pages through the server with a progress bar and a Cancel, then saves the file. */
export function ExportCsvButton<Row>({ columns, fetchPage, params, name, disabled }: ExportCsvButtonProps<Row>) {
  const [run, setRun] = useState<Run | null>(null);
  // The dialog is mounted from the first export on (a closed Modal still costs a portal on every
  // table's first render), and stays mounted so it closes with its transition and focus return.
  const [used, setUsed] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setUsed(true);
    setRun({ status: 'running', progress: { done: 0, total: 0 } });
    try {
      const rows = await fetchAllRows(fetchPage, params(), abort.signal, (progress) => {
        if (!abort.signal.aborted) setRun({ status: 'running', progress });
      });
      if (abort.signal.aborted) return;
      downloadCsv(csvFileName(name), tableCsv(columns, rows));
      setRun(null);
    } catch (error) {
      if (abort.signal.aborted) return;
      setRun({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const cancel = () => {
    controller.current?.abort();
    setRun(null);
  };

  const progress = run?.status === 'running' ? run.progress : null;
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        onClick={() => void start()}
        disabled={disabled || run?.status === 'running'}
      >
        Export CSV
      </Button>
      {used && (
        <Modal opened={run !== null} onClose={cancel} title="Export CSV" closeOnClickOutside={false} centered>
          <Stack gap="md">
            {progress && (
              <>
                <Progress value={percent} aria-label="Export progress" animated />
                <Text size="sm" aria-live="polite">
                  {progress.total === 0
                    ? 'Preparing the export…'
                    : `Exported ${formatCount(progress.done)} of ${formatCount(progress.total)} rows`}
                </Text>
              </>
            )}
            {run?.status === 'failed' && (
              <Text role="alert" c="var(--mantine-color-error)">
                {run.message}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                {run?.status === 'failed' ? 'Close' : 'Cancel'}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
