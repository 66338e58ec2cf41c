import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { displayNameSchema } from '@/api/organizations/contract';
import { useUpdateDisplayName } from '@/api/organizations/mutations';
import { notify } from '@/lib/notify';
import { formValidator } from '@/lib/validators';

export const DISPLAY_NAME_SAVED = 'Successfully changed the display name.';
export const DISPLAY_NAME_FAILED = 'An error occurred while editing the display name.';
const validateDisplayName = formValidator(displayNameSchema);

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
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const displayName = value;
    if (!displayName.trim() || busy) return;
    const invalid = validateDisplayName(displayName);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      await update.mutateAsync({ orgId, displayName });
      notify.success({ message: DISPLAY_NAME_SAVED });
      onClose();
    } catch (cause) {
      if (cause instanceof ApiError && cause.hasKey(ErrorKey.nameTaken)) setError(cause.message);
      notify.error({ message: DISPLAY_NAME_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Display Name"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={75}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={value.trim() === ''}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
