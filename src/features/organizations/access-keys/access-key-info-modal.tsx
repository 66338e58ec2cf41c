import { Alert, Badge, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AccessKey } from '@/api/access-keys/contract';
import { accessKeyQuery, apiKeyQuery } from '@/api/access-keys/queries';
import { formatDate } from '@/lib/format';
import { SECRET_FAILED } from './access-key-messages';
import { ExpiryCell } from './access-keys-table';
import { SecretField } from './secret-field';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="sm" fw={600}>
      {label}
    </Text>
    <Text component="dd" m={0} size="sm" style={{ wordBreak: 'break-all' }}>
      {children}
    </Text>
  </div>
);

/** Access Key information: the key as the service has it now, and the organization's API key. */
// Not `accessKey`: that is the HTML attribute for keyboard shortcuts, which jsx-a11y rightly refuses.
export function AccessKeyInfoModal({ openedKey, onClose }: { openedKey: AccessKey | null; onClose: () => void }) {
  return (
    <Modal
      opened={openedKey !== null}
      onClose={onClose}
      title="Access Key Information"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {openedKey && <KeyDetails row={openedKey} onClose={onClose} />}
    </Modal>
  );
}

function KeyDetails({ row, onClose }: { row: AccessKey; onClose: () => void }) {
  const { data: key = row } = useQuery({ ...accessKeyQuery({ orgId: row.orgId, id: row.id }), placeholderData: row });
  const api = useQuery(apiKeyQuery(row.orgId));
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
        <Item label="Description">{key.description}</Item>
        <Item label="ID">{key.id}</Item>
        <Item label="Access Key ID">{key.awsAccessKey}</Item>
        <Item label="Roles">
          <Group gap={4} component="span">
            {key.roles.map((role) => (
              <Badge key={role} variant="outline" color="gray" radius="sm" tt="none" component="span">
                {role}
              </Badge>
            ))}
          </Group>
        </Item>
        <Item label="Created">{formatDate(key.dateCreated)}</Item>
        <Item label="Expires">
          <ExpiryCell expirationDate={key.expirationDate} />
        </Item>
      </SimpleGrid>
      {api.isPending && (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" /> <Text size="sm">Loading the API key…</Text>
        </Group>
      )}
      {api.isError && (
        <Alert color="red" variant="light" role="alert">
          {SECRET_FAILED}
        </Alert>
      )}
      {api.data && (
        <>
          <SecretField label="API Key" value={api.data.apiKey} />
          <SecretField label="IAM Role ARN" value={api.data.iamRoleArn} />
        </>
      )}
      <Text size="sm">The secret access key was shown once, when the key was added; it cannot be shown again.</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
