import { Alert, Anchor, Button, Menu, Stack } from '@mantine/core';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { mayCall } from '@/api/access';
import type { LogStream } from '@/api/log-streams/contract';
import { useDeleteLogStream } from '@/api/log-streams/mutations';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn, type TableSearch, useTableUrlState } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { logStreamsTableSource } from './log-streams-table-source';
import { STREAM_DELETED, STREAM_DELETE_FAILED } from './stream-texts';

/** DNS Streams (spec 3 §2): the organization's streams, Add New Stream, View Stream and Delete Stream. */
export function LogStreamsScreen({ search }: { search: TableSearch }) {
  const url = useTableUrlState(search);
  const { principal } = useSignedInUser();
  const { selected, error } = useSelectedOrganization();
  const navigate = useNavigate();
  const remove = useDeleteLogStream();
  const deletion = useConfirmedAction<LogStream>({
    run: ({ orgId, id }) => remove.mutateAsync({ orgId, id }),
    success: () => ({ message: STREAM_DELETED }),
    failure: () => ({ message: STREAM_DELETE_FAILED }),
    removesRow: () => true,
  });
  if (error) return <ErrorState title="Organizations could not be loaded" error={error} />;
  if (!selected) return null;
  if (!mayCall('logStream.list', principal, selected))
    return (
      <Alert color="yellow" title="DNS Streams are not available">
        Streams are managed by an administrator or configuration manager of an organization with an account.
      </Alert>
    );
  const view = (row: LogStream) => void navigate({ to: '/logs/dns-streams/form', search: { id: row.id } });
  const columns: DataTableColumn<LogStream>[] = [
    {
      id: 'name',
      header: 'Stream Name',
      sortable: true,
      cell: (row) => (
        <Anchor renderRoot={(props) => <Link to="/logs/dns-streams/form" search={{ id: row.id }} {...props} />}>
          {row.name}
        </Anchor>
      ),
    },
    { id: 'description', header: 'Description', sortable: true, cell: (row) => row.description },
    {
      id: 'destination',
      header: 'Bucket Path',
      sortable: true,
      cell: (row) => <span style={{ wordBreak: 'break-all' }}>{row.destination}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <RowActionsMenu
          label={`Actions for ${row.name}`}
          items={() => (
            <>
              <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => view(row)}>
                View Stream
              </Menu.Item>
              <Menu.Item
                color="red"
                c="var(--mantine-color-error)"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={(event) => deletion.ask(row, event.currentTarget)}
              >
                Delete Stream
              </Menu.Item>
            </>
          )}
        />
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <PageHeader
        title="DNS Streams"
        description={`Blocked DNS queries of ${selected.displayName}, streamed to a bucket the service makes.`}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/logs/dns-streams/form" search={{}} {...props} />}
          >
            Add New Stream
          </Button>
        }
      />
      <DataTable<LogStream>
        {...logStreamsTableSource(selected.orgId)}
        caption={`DNS Streams of ${selected.displayName}`}
        columns={columns}
        rowKey={(row) => row.id}
        searchPlaceholder="Search for stream"
        state={url.state}
        onStateChange={url.onStateChange}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Stream"
        message={`Delete the stream ${deletion.target?.name ?? ''}? Its bucket stops receiving blocked queries.`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </Stack>
  );
}
