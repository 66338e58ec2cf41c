import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PolicyManager } from '@/api/policies/contract';
import { policyManagersQuery } from '@/api/policies/editor-queries';
import { notify } from '@/lib/notify';
import { MANAGERS_FAILED, NO_MANAGERS, TOO_MANY_MANAGERS } from './policy-messages';

/**
 * Submit for Approval's first step (spec 2 §4.1, §8): the organization's policy managers other
 * than the caller, fetched afresh each time. More than one page, none, or a failure end with
 * their notice and no dialog; otherwise the candidates to choose from.
 */
export function useApproverCandidates(orgId: string, callerEmail: string) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [candidates, setCandidates] = useState<PolicyManager[] | null>(null);

  const open = async () => {
    setLoading(true);
    try {
      const reply = await queryClient.fetchQuery({ ...policyManagersQuery(orgId), staleTime: 0 });
      const others = reply.items.filter((manager) => manager.email.toLowerCase() !== callerEmail.toLowerCase());
      if (reply.nextPageKey) notify.error({ message: TOO_MANY_MANAGERS });
      else if (!others.length) notify.warn({ message: NO_MANAGERS });
      else setCandidates(others);
    } catch {
      notify.error({ message: MANAGERS_FAILED });
    } finally {
      setLoading(false);
    }
  };
  return { open, loading, candidates, close: () => setCandidates(null) };
}

export interface SubmitApprovalDialogProps {
  /** The approver candidates; null keeps the dialog closed. */
  candidates: PolicyManager[] | null;
  onClose: () => void;
  /** Submits with the chosen approvers; rejects with the server's error. */
  onSubmit: (approvers: string[]) => Promise<void>;
}

/** The approver choice: a checkbox per policy manager, Submit once at least one is chosen. */
export function SubmitApprovalDialog({ candidates, onClose, onSubmit }: SubmitApprovalDialogProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(candidates);
  if (candidates !== shown) {
    setShown(candidates);
    setChosen([]);
    setError(null);
  }

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
      opened={candidates !== null}
      onClose={() => !submitting && onClose()}
      title="Submit for Approval"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Checkbox.Group
          label="Choose the policy managers who may approve this policy"
          value={chosen}
          onChange={setChosen}
        >
          <Stack gap="xs" mt="xs">
            {(candidates ?? []).map((manager) => (
              <Checkbox
                key={manager.email}
                value={manager.email}
                label={`${manager.firstName} ${manager.lastName} (${manager.email})`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
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
