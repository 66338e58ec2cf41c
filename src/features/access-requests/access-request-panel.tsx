import { Box, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { mayApproveInto } from '@/api/access';
import { useSession } from '@/api/session/store';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { formatDate } from '@/lib/format';
import { useDecideAccessRequest, usePendingAccessRequests } from './use-access-requests';

/** The access-request panel, expanded on its own route (spec 1 §2). */
export function AccessRequestPanel() {
  const { requests, isLoading, isError, error, refetch } = usePendingAccessRequests();
  const decide = useDecideAccessRequest();
  const pending = decide.target;
  const principal = useSession((s) => s.principal);

  return (
    <Stack gap="md">
      <Title order={1}>Access Requests</Title>
      <Text>People who asked for access to an organization. Approving or denying a request sends them an email.</Text>
      <Card withBorder padding={0}>
        {isLoading ? (
          <Group p="lg" aria-busy="true">
            <Loader size="sm" /> <Text>Loading access requests…</Text>
          </Group>
        ) : isError ? (
          <Box m="md">
            <ErrorState
              title="Could not retrieve Organization access requests."
              error={error}
              onRetry={() => void refetch()}
            />
          </Box>
        ) : (
          <Table striped verticalSpacing="sm" horizontalSpacing="md" aria-label="Pending access requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Requestor Email</Table.Th>
                <Table.Th scope="col">Organization Name</Table.Th>
                <Table.Th scope="col">Date Received</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4} ta="center">
                    No Records Found
                  </Table.Td>
                </Table.Tr>
              )}
              {requests.map((request) => (
                <Table.Tr key={request.requestId}>
                  <Table.Td>{request.requestor.email}</Table.Td>
                  <Table.Td>{request.orgName}</Table.Td>
                  <Table.Td>{formatDate(request.dateReceived)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        onClick={() => decide.ask({ request, decision: 'approve' })}
                        disabled={!principal || !mayApproveInto(principal, request.orgName)}
                        aria-label={`Approve access request from ${request.requestor.email}`}
                      >
                        Approve
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="outline"
                        onClick={() => decide.ask({ request, decision: 'deny' })}
                        aria-label={`Deny access request from ${request.requestor.email}`}
                      >
                        Deny
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <ConfirmDialog
        {...decide.dialogProps}
        title={pending?.decision === 'approve' ? 'Approve access request' : 'Deny access request'}
        message={
          pending &&
          `${pending.decision === 'approve' ? 'Approve' : 'Deny'} the request from ${pending.request.requestor.email} for ${pending.request.orgName}? An email notification will be sent to the requestor.`
        }
        confirmLabel={pending?.decision === 'approve' ? 'Approve' : 'Deny'}
        confirmColor={pending?.decision === 'approve' ? undefined : 'red'}
      />
    </Stack>
  );
}
