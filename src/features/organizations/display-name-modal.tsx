import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { displayNameSchema } from '@/api/organizations/contract';
import { useUpdateDisplayName } from '@/api/organizations/mutations';
import { notify } from '@/lib/notify';

export const DISPLAY_NAME_SAVED = 'Successfully changed the display name.';
export const DISPLAY_NAME_FAILED = 'An error occurred while editing the display name.';
const validateDisplayName = schemaResolver(v.object({ displayName: displayNameSchema }), { sync: true });

interface DisplayNameModalProps {
  opened: boolean;
  orgId: string;
  current: string;
  onClose: () => void;
}

/**
 * Spec 1 §2 and §5: the simple Organization Display Name modal; empty input is ignored. A name
 * padded by spaces is refused with the rule's message, never trimmed silently: the managed-service
 * form and the service apply the same rule (displayNameSchema).
 */
export function DisplayNameModal({ opened, orgId, current, onClose }: DisplayNameModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Organization Display Name"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <DisplayNameForm orgId={orgId} current={current} onClose={onClose} />}
    </Modal>
  );
}

function DisplayNameForm({ orgId, current, onClose }: Omit<DisplayNameModalProps, 'opened'>) {
  const update = useUpdateDisplayName();
  const form = useForm({ mode: 'controlled', initialValues: { displayName: current }, validate: validateDisplayName });
  const [busy, setBusy] = useState(false);
  const blank = form.values.displayName.trim() === '';

  const save = async ({ displayName }: { displayName: string }) => {
    setBusy(true);
    try {
      await update.mutateAsync({ orgId, displayName });
      notify.success({ message: DISPLAY_NAME_SAVED });
      onClose();
    } catch (cause) {
      if (cause instanceof ApiError && cause.hasKey(ErrorKey.nameTaken))
        form.setFieldError('displayName', cause.message);
      notify.error({ message: DISPLAY_NAME_FAILED });
    } finally {
      setBusy(false);
    }
  };
  const submit = form.onSubmit((values) => void save(values));

  return (
    <form onSubmit={(event) => (blank || busy ? event.preventDefault() : submit(event))} noValidate>
      <Stack gap="sm">
        <TextInput label="Display Name" {...form.getInputProps('displayName')} maxLength={75} data-autofocus />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={blank}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
