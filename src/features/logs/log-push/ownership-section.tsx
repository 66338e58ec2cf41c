import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Proof } from '@/api/log-push-jobs/ownership';
import type { LogPushFormValues } from './log-push-form-values';
import { VERIFY_OK } from './log-push-texts';

interface Props {
  form: UseFormReturnType<LogPushFormValues>;
  proof: Proof;
  canSend: boolean;
  sending: boolean;
  verifying: boolean;
  onSend: () => void;
  onVerify: () => void;
}

/**
 * Prove Ownership (spec 3 §4): Send Token once every field is filled, read the token file at the
 * destination, paste it, Verify Token. The proof the form holds is already reset when a field
 * changed after the send (the parent passes the current one).
 */
export function OwnershipSection({ form, proof, canSend, sending, verifying, onSend, onVerify }: Props) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Prove Ownership
      </Title>
      <Text size="sm">
        Send Token writes a file named pdns-ownership-….txt to the destination. Open it there, copy the token it holds
        and paste it below.
      </Text>
      <Group>
        <Button
          variant="light"
          onClick={onSend}
          disabled={!canSend}
          loading={sending}
          aria-describedby="send-token-hint"
        >
          Send Token
        </Button>
        <Text id="send-token-hint" size="sm">
          {canSend ? '' : 'Fill in every field to send a token.'}
        </Text>
      </Group>
      {proof.phase !== 'none' && (
        <Alert color="blue" title="Token sent">
          The token file {proof.fileName} was written to the destination.
        </Alert>
      )}
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          label="Ownership Token"
          style={{ flex: 1 }}
          autoComplete="off"
          {...form.getInputProps('token')}
          disabled={proof.phase === 'none'}
        />
        <Button
          mt={25}
          onClick={onVerify}
          loading={verifying}
          disabled={proof.phase === 'none' || form.values.token === ''}
        >
          Verify Token
        </Button>
      </Group>
      {proof.phase === 'verified' && (
        <Alert color="green" title="Verified" role="status">
          {VERIFY_OK}
        </Alert>
      )}
    </Stack>
  );
}
