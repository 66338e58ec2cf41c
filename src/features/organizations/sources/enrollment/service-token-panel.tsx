import { Alert, Box, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import type { ServiceToken } from '@/api/sources/enrollment-contract';
import { ReadOnlyField } from '@/components/read-only-field';
import { formatExpiration } from '@/lib/format';

export interface ServiceTokenPanelProps {
  /** The set's current token; null when it has none, undefined while loading. */
  token: ServiceToken | null | undefined;
  /** The secret of a token generated in this dialog: shown until the dialog closes, never again. */
  secret: string | null;
  busy: boolean;
  onGenerate: () => void;
  onRevoke: () => void;
}

/** Service Auth: the current token's client id and expiry, Generate, Revoke, and a new secret once. */
export function ServiceTokenPanel({ token, secret, busy, onGenerate, onRevoke }: ServiceTokenPanelProps) {
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  return (
    <Stack gap="sm" role="group" aria-label="Service Token">
      {/* A client id is one 39-character word: it gets the room, the date needs little. */}
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ReadOnlyField label="Client ID" value={token?.clientId} empty="None" />
        </Box>
        <Box w={110}>
          <ReadOnlyField label="Expiration" value={formatExpiration(token?.expiration)} />
        </Box>
      </Group>
      {secret && <SecretOnce secret={secret} />}
      {confirmingRevoke && token ? (
        <Alert color="red" variant="light" title="Revoke Token">
          <Text size="sm">
            Devices can no longer enroll with this token, and Service Auth cannot be saved until a new one is generated.
          </Text>
          <Group gap="sm" mt="sm">
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                setConfirmingRevoke(false);
                onRevoke();
              }}
            >
              Revoke
            </Button>
            <Button variant="default" onClick={() => setConfirmingRevoke(false)}>
              Keep Token
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group gap="sm">
          <Button variant="light" loading={busy} onClick={onGenerate}>
            Generate Token
          </Button>
          {token && (
            <Button variant="default" color="red" disabled={busy} onClick={() => setConfirmingRevoke(true)}>
              Revoke Token
            </Button>
          )}
        </Group>
      )}
      {token && !confirmingRevoke && (
        <Text size="sm" c="dimmed">
          A token is valid for one year. Generating a new token revokes this one.
        </Text>
      )}
    </Stack>
  );
}

function SecretOnce({ secret }: { secret: string }) {
  const clipboard = useClipboard({ timeout: 3000 });
  return (
    <Alert color="yellow" variant="light" title="Client Secret">
      <Stack gap="xs">
        <Text size="sm">Copy the client secret now. It is not shown again.</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={clipboard.copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={() => clipboard.copy(secret)}
          >
            {clipboard.copied ? 'Copied' : 'Copy Client Secret'}
          </Button>
          {clipboard.error && (
            <Text size="sm" c="red.8" role="alert">
              The secret could not be copied: select it and copy it by hand.
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
