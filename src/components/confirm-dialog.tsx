import { Alert, Button, Group, type MantineColor, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: MantineColor;
  /**
   * May return a promise; the confirm button shows a loader until it settles. The caller closes
   * the dialog (usually on success) and reports failures, e.g. with notify.apiError.
   */
  onConfirm: () => unknown;
  onCancel: () => void;
  loading?: boolean;
  /** Keeps the confirm button disabled, e.g. until a confirmation word is typed. */
  confirmDisabled?: boolean;
  /** Extra content between the message and the buttons. */
  children?: ReactNode;
  /** Why the last attempt failed, shown above the buttons until the dialog closes or tries again. */
  error?: ReactNode;
  /** False when the caller puts focus back itself (useConfirmedAction does, for menu items). */
  returnFocus?: boolean;
}

/** A yes/no question. Focus starts on Cancel, the safe choice; Escape cancels. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmColor,
  onConfirm,
  onCancel,
  loading = false,
  confirmDisabled = false,
  children,
  error,
  returnFocus = true,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const busy = loading || running;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || confirmDisabled) return;
    setRunning(true);
    try {
      await onConfirm();
    } catch {
      // The caller owns error reporting; the dialog only has to become usable again.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={title}
      centered
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {typeof message === 'string' ? <Text>{message}</Text> : message}
          {children}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus={children ? undefined : true}>
              {cancelLabel}
            </Button>
            <Button type="submit" color={confirmColor} loading={busy} disabled={confirmDisabled}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Spec 1 §5: deleting a policy or a user needs the word DELETE typed exactly. */
export const CONFIRM_WORD = 'DELETE';

export type ConfirmDeleteDialogProps = Omit<ConfirmDialogProps, 'confirmDisabled' | 'children'>;

export function ConfirmDeleteDialog({
  opened,
  confirmLabel = 'Delete',
  confirmColor = 'red',
  ...rest
}: ConfirmDeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setTyped('');
  }

  return (
    <ConfirmDialog
      {...rest}
      opened={opened}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      confirmDisabled={typed !== CONFIRM_WORD}
    >
      <TextInput
        label={`Type ${CONFIRM_WORD} to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
      />
    </ConfirmDialog>
  );
}
