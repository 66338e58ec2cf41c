import { Alert, Button, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeJs, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { reportText } from '@/lib/journal-report-text';
import type { JournalControls, JournalReport } from '@/lib/journal-types';
import { saveBlob } from '@/lib/save-file';
import { JournalReportView } from './journal-report';

type Run =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; report: JournalReport }
  | { state: 'refused'; message: string };

/** Replays a journal file on a fresh seed in a worker of its own; the demo's data stays as it is. */
export function JournalReplay({ journal }: { journal: JournalControls }) {
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<Run>({ state: 'idle' });

  const replay = async () => {
    if (!file) return;
    setRun({ state: 'running', done: 0, total: 0 });
    try {
      const report = await journal.replay(await file.text(), (done, total) =>
        setRun({ state: 'running', done, total }),
      );
      setRun({ state: 'done', report });
    } catch (error) {
      setRun({ state: 'refused', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const download = (report: JournalReport) =>
    saveBlob(
      new Blob([reportText(report)], { type: 'text/plain' }),
      `${file?.name.replace(/\.json$/, '') ?? 'journal'}-report.txt`,
    );

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Replay
      </Title>
      <Text size="sm">
        Sends each recorded call in order to a fresh seed (your demo data is not touched) and compares each reply with
        the recorded one.
      </Text>
      <FileInput
        label="Journal file"
        placeholder="Choose a journal file"
        accept=".json,application/json"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear journal file' }}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setRun({ state: 'idle' });
        }}
        leftSection={<IconFileTypeJs size={16} aria-hidden />}
      />
      <Group>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => void replay()}
          disabled={!file}
          loading={run.state === 'running'}
        >
          Replay
        </Button>
        {run.state === 'done' && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(run.report)}
          >
            Download report
          </Button>
        )}
      </Group>
      {run.state === 'running' && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {run.total ? `Replaying call ${run.done} of ${run.total}` : 'Starting a fresh seed...'}
          </Text>
          <Progress value={run.total ? (run.done / run.total) * 100 : 0} aria-label="Replay progress" />
        </Stack>
      )}
      {run.state === 'refused' && (
        <Alert color="red" title="The journal could not be replayed" role="alert">
          {run.message}
        </Alert>
      )}
      {run.state === 'done' && <JournalReportView report={run.report} />}
    </Stack>
  );
}
