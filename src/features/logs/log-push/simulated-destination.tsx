import { Button, Card, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { DestinationFile } from '@/api/log-push-jobs/contract';
import { destinationFiles } from '@/api/log-push-jobs/queries';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { type LogPushFormValues, toDestinationRequest } from './log-push-form-values';
import { formatCount } from '@/lib/format';

/**
 * Demo builds only (docs/areas/log-push-and-streams.md): what the simulated bucket or collector holds, so a
 * presenter reads the token file offline, and sees the hourly batches an enabled job delivers.
 * Only the destination's address is sent for this, never a secret.
 */
export function SimulatedDestination({ orgId, values }: { orgId: string; values: LogPushFormValues }) {
  const [files, setFiles] = useState<{ destination: string; files: DestinationFile[] } | null>(null);
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      const { type, bucketPath, endpointUrl, url, channelID } = toDestinationRequest(orgId, values);
      setFiles(await destinationFiles({ orgId, type, bucketPath, endpointUrl, url, channelID }));
    } catch (error) {
      notify.apiError(error, 'The simulated destination could not be read');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card withBorder padding="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Simulated destination (demo)
          </Title>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={loading}
            onClick={() => void load()}
          >
            {files ? 'Refresh files' : 'Open simulated destination'}
          </Button>
        </Group>
        <Text size="sm">
          The demo has no real bucket or Splunk instance: open what the service wrote there, the ownership token files
          and the hourly batches of an enabled job.
        </Text>
        {files && (
          <>
            <Text size="sm">
              Files at <Code>{files.destination}</Code>
            </Text>
            {files.files.length === 0 ? (
              <Text size="sm">No files yet.</Text>
            ) : (
              <Table withTableBorder verticalSpacing={4} fz="sm">
                <Table.Caption>Files at the simulated destination, newest first</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>File</Table.Th>
                    <Table.Th>Written</Table.Th>
                    <Table.Th>Content</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {files.files.map((file) => (
                    <Table.Tr key={file.fileName}>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{file.fileName}</Table.Td>
                      <Table.Td>{formatDateTime(file.writtenAt)}</Table.Td>
                      <Table.Td>
                        {file.kind === 'token' ? (
                          <Group gap="xs" wrap="nowrap">
                            <Code data-testid="token-file-content">{file.content}</Code>
                            <CopyButton value={file.content ?? ''}>
                              {({ copied, copy }) => (
                                <Button
                                  size="compact-xs"
                                  variant="subtle"
                                  onClick={copy}
                                  aria-label={`Copy the token of ${file.fileName}`}
                                >
                                  {copied ? 'Copied' : 'Copy'}
                                </Button>
                              )}
                            </CopyButton>
                          </Group>
                        ) : (
                          `${formatCount(file.records ?? 0)} records`
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
