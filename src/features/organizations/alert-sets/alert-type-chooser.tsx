import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ALERT_TYPES, type AlertType } from '@/api/alert-sets/contract';

export interface AlertTypeChooserProps {
  opened: boolean;
  onClose: () => void;
  onContinue: (alertType: AlertType) => void;
}

/**
 * Spec 1 §2: Add New Set first asks which kind of set, DNS Events or System Events. A radio group in
 * a form, so arrows choose and Enter continues; DNS Events is chosen to start with.
 */
export function AlertTypeChooser({ opened, onClose, onContinue }: AlertTypeChooserProps) {
  const [alertType, setAlertType] = useState<AlertType>('DNS Events');
  const [wasOpened, setWasOpened] = useState(opened);
  // Each opening starts again from DNS Events, with focus on it.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setAlertType('DNS Events');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue(alertType);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add New Set" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Radio.Group
            label="Alert type"
            description="What the new set alerts on. The type cannot be changed later."
            value={alertType}
            onChange={(value) => setAlertType(value as AlertType)}
          >
            <Stack gap="xs" mt="xs">
              {ALERT_TYPES.map((type, index) => (
                <Radio key={type} value={type} label={type} data-autofocus={index === 0 || undefined} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Continue</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
