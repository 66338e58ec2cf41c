import { Button, Group, Loader, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Policy } from '@/api/policies/contract';
import { useApprovePolicy, useDenyPolicy } from '@/api/policies/editor-mutations';
import { statusHistoryQuery } from '@/api/policies/editor-queries';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { ReadOnlyField } from '@/components/read-only-field';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { STATUS_LABELS } from '../policy-labels';
import {
  APPROVED,
  APPROVE_FAILED,
  APPROVE_QUESTION,
  APPROVE_WARNING,
  DENIED,
  DENY_FAILED,
  DENY_QUESTION,
  NO_HISTORY,
} from './policy-messages';
import { formatDateTime } from '@/lib/format';

export interface ApprovalSectionProps {
  orgId: string;
  policy?: Policy;
  /** Approve and deny are offered (spec 2 §6: a policy manager who is not the submitter, or the bypass). */
  mayDecide: boolean;
  managedService: boolean;
}

const when = (iso: string | null | undefined) => formatDateTime(iso);

/** Policy Approval (spec 2 §2.2, §4.1): Current Status with approve and deny, and Status History. */
export function ApprovalSection({ orgId, policy, mayDecide, managedService }: ApprovalSectionProps) {
  const approve = useApprovePolicy();
  const deny = useDenyPolicy();
  const approval = useConfirmedAction<Policy>({
    run: (target) => approve.mutateAsync({ orgId, id: target.id, managedService }),
    success: () => ({ message: APPROVED }),
    failure: () => ({ message: APPROVE_FAILED }),
  });
  const denial = useConfirmedAction<Policy>({
    run: (target) => deny.mutateAsync({ orgId, id: target.id }),
    success: () => ({ message: DENIED }),
    failure: () => ({ message: DENY_FAILED }),
  });

  return (
    <>
      <Tabs defaultValue="current" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="current">Current Status</Tabs.Tab>
          <Tabs.Tab value="history">Status History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="current" pt="sm">
          {policy ? (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <ReadOnlyField label="Status" value={STATUS_LABELS[policy.status]} />
                <ReadOnlyField label="Last Updated" value={when(policy.lastModified)} />
                <ReadOnlyField label="Updated By" value={policy.updatedBy} />
                <ReadOnlyField label="Submitted By" value={policy.submittedBy} />
              </SimpleGrid>
              {policy.status === 'PENDING_APPROVAL' && !mayDecide && (
                <Text size="sm">Awaiting the decision of another policy manager.</Text>
              )}
              {policy.status === 'PENDING_APPROVAL' && mayDecide && (
                <Group gap="sm">
                  <Button onClick={(event) => approval.ask(policy, event.currentTarget)}>Approve</Button>
                  <Button variant="outline" color="red" onClick={(event) => denial.ask(policy, event.currentTarget)}>
                    Deny
                  </Button>
                </Group>
              )}
            </Stack>
          ) : (
            <Text>This policy has not been saved yet.</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          {policy ? <StatusHistory orgId={orgId} policyId={policy.id} /> : <Text>{NO_HISTORY}</Text>}
        </Tabs.Panel>
      </Tabs>
      <ConfirmDialog
        {...approval.dialogProps}
        title={APPROVE_QUESTION}
        message={APPROVE_WARNING}
        confirmLabel="Approve"
      />
      <ConfirmDialog
        {...denial.dialogProps}
        title={DENY_QUESTION}
        message="The policy goes back to its status before it was submitted."
        confirmLabel="Deny"
        confirmColor="red"
      />
    </>
  );
}

/** Status changes, newest first, 50 to a page; earlier pages are remembered for Previous. */
function StatusHistory({ orgId, policyId }: { orgId: string; policyId: string }) {
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const token = tokens[tokens.length - 1] ?? null;
  const history = useQuery(statusHistoryQuery({ orgId, id: policyId }, token));

  if (history.isPending)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading status history…</Text>
      </Group>
    );
  if (history.isError)
    return (
      <ErrorState
        title="The status history could not be loaded."
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  const { items, nextPageKey } = history.data;
  if (!items.length && tokens.length === 1) return <Text>{NO_HISTORY}</Text>;
  return (
    <Stack gap="xs">
      <Table striped withTableBorder aria-label="Status history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Updated By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={`${item.dateTime}-${index}`}>
              <Table.Td>{when(item.dateTime)}</Table.Td>
              <Table.Td>{STATUS_LABELS[item.status]}</Table.Td>
              <Table.Td>{item.action}</Table.Td>
              <Table.Td>{item.updatedByFullName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(tokens.length > 1 || nextPageKey) && (
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            disabled={tokens.length === 1}
            onClick={() => setTokens((list) => list.slice(0, -1))}
          >
            Previous
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!nextPageKey}
            onClick={() => nextPageKey && setTokens((list) => [...list, nextPageKey])}
          >
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}
