import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { saveBlob } from '@/lib/save-file';
import { MAX_FILE_HOSTS, SAMPLE_CSV, TOO_MANY_MESSAGE, readHostsFile } from './hosts-file';

/** Fills a Domain 'is in' list from a CSV hosts file (added to what is there), with a sample to start from. */
export function HostsUpload({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await readHostsFile(file);
      if ('error' in result) {
        setMessage(result.error);
        return;
      }
      const known = new Set(values.map((v) => v.toLowerCase()));
      const merged = [...values, ...result.hosts.filter((host) => !known.has(host))];
      if (merged.length > MAX_FILE_HOSTS) {
        setMessage(TOO_MANY_MESSAGE);
        return;
      }
      setMessage(null);
      onChange(merged);
    } finally {
      setBusy(false);
      reset.current?.();
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="md">
        <FileButton onChange={(file) => void upload(file)} accept=".csv,text/csv" resetRef={reset}>
          {(props) => (
            <Button
              {...props}
              variant="subtle"
              size="compact-sm"
              loading={busy}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Upload CSV of hosts
            </Button>
          )}
        </FileButton>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => saveBlob(new Blob([SAMPLE_CSV], { type: 'text/csv' }), 'sample-hosts.csv')}
        >
          Download sample CSV
        </Anchor>
      </Group>
      {message && (
        <Text size="sm" c="red.8" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
