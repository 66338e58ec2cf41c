import { Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { demoControls } from '@/lib/demo-controls';
import type { DemoDestinationFile } from '@/lib/demo-control-types';
import { saveBlob } from '@/lib/save-file';
import { formatMockTime } from './clock-format';
import { useDemoQuery } from './demo-queries';
import { formatCount } from '@/lib/format';

const sizeOf = (file: DemoDestinationFile): string =>
  file.kind === 'token'
    ? `${new TextEncoder().encode(file.content ?? '').length} bytes`
    : `${formatCount(file.records ?? 0)} records`;

/**
 * The demo control panel's simulated destinations (issue 17): what the service wrote to log push
 * destinations in every organization, read from the same module as the log push form's
 * 'Simulated destination (demo)' panel. Token files can be read and downloaded; a batch file is
 * described by its record count (its rows are the DNS logs of its hour).
 */
export function DestinationsSection() {
  const controls = demoControls.get();
  const destinations = useDemoQuery('destinations', (c) => c.destinations(), 5000);
  const [open, setOpen] = useState<string | null>(null);
  if (!controls) return <Text size="sm">The demo service has not started yet.</Text>;
  const list = destinations.data ?? [];

  return (
    <Stack gap="md">
      <Text size="sm">
        The demo has no real bucket or Splunk instance: these are the files the service wrote there, newest first.
      </Text>
      {destinations.isPending && <Text size="sm">Reading the destinations…</Text>}
      {destinations.isSuccess && list.length === 0 && (
        <Text size="sm">No log push destination has been written to.</Text>
      )}
      {list.map((destination) => (
        <Stack key={`${destination.orgId} ${destination.destination}`} gap="xs">
          <Title order={3} size="h6" style={{ wordBreak: 'break-all' }}>
            {destination.destination} ({destination.orgName})
          </Title>
          {destination.files.length === 0 ? (
            <Text size="sm">No files yet.</Text>
          ) : (
            <Table withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Written</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Content</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {destination.files.map((file) => {
                  const id = `${destination.destination} ${file.fileName}`;
                  return (
                    <Table.Tr key={id}>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{file.fileName}</Table.Td>
                      <Table.Td>{formatMockTime(Date.parse(file.writtenAt))}</Table.Td>
                      <Table.Td>{sizeOf(file)}</Table.Td>
                      <Table.Td>
                        {file.kind === 'token' ? (
                          <Stack gap={4} align="flex-start">
                            <Group gap={4} wrap="nowrap">
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                aria-label={`${open === id ? 'Hide' : 'View'} ${file.fileName}`}
                                aria-expanded={open === id}
                                onClick={() => setOpen(open === id ? null : id)}
                              >
                                {open === id ? 'Hide' : 'View'}
                              </Button>
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                aria-label={`Download ${file.fileName}`}
                                onClick={() =>
                                  saveBlob(new Blob([file.content ?? ''], { type: 'text/plain' }), file.fileName)
                                }
                              >
                                Download
                              </Button>
                            </Group>
                            {open === id && <Code>{file.content}</Code>}
                          </Stack>
                        ) : (
                          'Hourly batch of DNS logs'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
