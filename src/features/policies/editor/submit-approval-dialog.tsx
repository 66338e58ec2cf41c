import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { policyManagersQuery } from '@/api/policies/editor-queries';
import { notify } from '@/lib/notify';
import { MANAGERS_FAILED, NO_MANAGERS, TOO_MANY_MANAGERS } from './policy-messages';

export interface SubmitApprovalDialogProps {
  opened: boolean;
  orgId: string;
  /** The signed-in user, never offered as an approver. */
  callerEmail: string;
  onClose: () => void;
  /** Submits with the chosen approvers; rejects with the server's error. */
  onSubmit: (approvers: string[]) => Promise<void>;
}

/**
 * Submit for Approval (spec 2 §4.1, §8): the organization's other policy managers, each with a
 * checkbox. More than one page, none, or a failure each close the dialog with their notice.
 */
export function SubmitApprovalDialog({ opened, orgId, callerEmail, onClose, onSubmit }: SubmitApprovalDialogProps) {
  const managers = useQuery({ ...policyManagersQuery(orgId), enabled: opened });
  const [chosen, setChosen] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = (managers.data?.items ?? []).filter(
    (manager) => manager.email.toLowerCase() !== callerEmail.toLowerCase(),
  );
  const tooMany = !!managers.data?.nextPageKey;
  const none = managers.isSuccess && !tooMany && others.length === 0;

  useEffect(() => {
    if (!opened) return;
    if (managers.isError) {
      notify.error({ message: MANAGERS_FAILED });
      onClose();
    } else if (tooMany) {
      notify.error({ message: TOO_MANY_MANAGERS });
      onClose();
    } else if (none) {
      notify.warn({ message: NO_MANAGERS });
      onClose();
    }
  }, [opened, managers.isError, tooMany, none, onClose]);

  useEffect(() => {
    if (opened) {
      setChosen([]);
      setError(null);
    }
  }, [opened]);

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(chosen);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      opened={opened && !managers.isError && !tooMany && !none}
      onClose={() => !submitting && onClose()}
      title="Submit for Approval"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {managers.isPending ? (
          <Group aria-busy="true">
            <Loader size="sm" /> <Text>Loading policy managers…</Text>
          </Group>
        ) : (
          <Checkbox.Group
            label="Choose the policy managers who may approve this policy"
            value={chosen}
            onChange={setChosen}
          >
            <Stack gap="xs" mt="xs">
              {others.map((manager) => (
                <Checkbox
                  key={manager.email}
                  value={manager.email}
                  label={`${manager.firstName} ${manager.lastName} (${manager.email})`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={chosen.length === 0} loading={submitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
