import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPlayerRecord, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '@/api/session/store';
import { config } from '@/config/env';
import { saveBlob } from '@/lib/save-file';
import { JournalReplay } from './journal-replay';
import { useJournal } from './use-journal';

const fileStamp = () => new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');

/**
 * The demo control panel's journal section (issue 17, part 3): a tester records what the session
 * does (route changes and every API call with its request and reply), exports it as a file, and
 * replays a file on a fresh seed to see what changed.
 */
export function JournalSection() {
  const { journal, status } = useJournal();
  const email = useSession((s) => s.user?.email ?? null);
  const [starting, setStarting] = useState(false);
  if (!journal) return <Text size="sm">The demo service has not started yet.</Text>;

  const start = async () => {
    setStarting(true);
    try {
      await journal.start({ persona: email, variant: `${config.orgType}${config.managedService ? '+managed' : ''}` });
    } finally {
      setStarting(false);
    }
  };
  const exportFile = () =>
    saveBlob(new Blob([journal.exportText()], { type: 'application/json' }), `pdns-journal-${fileStamp()}.json`);

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Record
      </Title>
      <Text size="sm">
        Records route changes and every API call with its request and reply. Tokens are never written to the file. A
        recording lasts across a reload of this tab.
      </Text>
      <Text size="sm" role="status" fw={600}>
        {status.recording ? 'Recording' : 'Not recording'}: {status.routes} route changes, {status.calls} calls
      </Text>
      <Group>
        {status.recording ? (
          <Button leftSection={<IconPlayerStop size={16} aria-hidden />} onClick={journal.stop} color="red.8">
            Stop recording
          </Button>
        ) : (
          <Button
            leftSection={<IconPlayerRecord size={16} aria-hidden />}
            onClick={() => void start()}
            loading={starting}
          >
            Start recording
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportFile}
          disabled={status.calls + status.routes === 0}
        >
          Export journal
        </Button>
      </Group>
      <Divider my="xs" />
      <JournalReplay journal={journal} />
    </Stack>
  );
}
