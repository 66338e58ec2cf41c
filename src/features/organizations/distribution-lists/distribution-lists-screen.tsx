import { ViewDeleteActions } from '@/components/view-delete-actions';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { mayCall } from '@/api/access';
import { ApiError } from '@/api/client';
import type { DistributionList } from '@/api/distribution-lists/contract';
import { useDeleteDistributionList } from '@/api/distribution-lists/mutations';
import { ErrorKey } from '@/api/error-keys';
import type { Organization } from '@/api/organizations/contract';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn, type TableSearch, useTableUrlState } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { LIST_DELETED, LIST_DELETE_FAILED } from './distribution-list-form-values';
import { distributionListsTableSource } from './distribution-lists-table-source';

/** The distribution lists of the organization being viewed; search, sort and page live in the address. */
export function DistributionListsScreen({ search }: { search: TableSearch }) {
  const { selected, error } = useSelectedOrganization();
  if (error) return <ErrorState title="Distribution Lists could not be loaded" error={error} />;
  if (!selected)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading distribution lists…</Text>
      </Group>
    );
  return <DistributionListsTable search={search} org={selected} />;
}

/** The service's own sentence for an in-use refusal names the alert sets; the table's text does not. */
const deleteFailureDetail = (error: unknown) =>
  error instanceof ApiError
    ? (error.find(ErrorKey.distributionListInUse)?.serverMessage ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

function DistributionListsTable({ search, org }: { search: TableSearch; org: Organization }) {
  const { principal } = useSignedInUser();
  const url = useTableUrlState(search);
  const source = distributionListsTableSource(org.orgId);
  const mayManage = mayCall('distributionList.delete', principal, org);
  const remove = useDeleteDistributionList();
  const deletion = useConfirmedAction<DistributionList>({
    run: (list) => remove.mutateAsync({ orgId: list.orgId, id: list.id }),
    success: () => ({ message: LIST_DELETED }),
    failure: (_, error) => ({ title: LIST_DELETE_FAILED, message: deleteFailureDetail(error) }),
    removesRow: () => true,
  });
  const open = (list: DistributionList) => ({ orgId: list.orgId, listId: list.id });

  const columns: DataTableColumn<DistributionList>[] = [
    {
      id: 'name',
      header: 'Distribution List Name',
      sortable: true,
      csv: (list) => list.name,
      cell: (list) => (
        <Anchor renderRoot={(props) => <Link to="/organizations/dist/form" search={open(list)} {...props} />}>
          {list.name}
        </Anchor>
      ),
    },
    { id: 'description', header: 'Description', sortable: true, cell: (list) => list.description },
    { id: 'recipients', header: 'Recipients', align: 'right', cell: (list) => list.recipients.length },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      csv: false,
      cell: (list) => (
        <ViewDeleteActions
          view={{
            label: 'View List',
            name: `View List ${list.name}`,
            renderRoot: (props) => <Link to="/organizations/dist/form" search={open(list)} {...props} />,
          }}
          remove={
            mayManage ? { label: 'Delete', name: `Delete ${list.name}`, onClick: () => deletion.ask(list) } : undefined
          }
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2}>Distribution Lists</Title>
      <DataTable<DistributionList>
        {...source}
        caption={`Distribution Lists of ${org.displayName}`}
        columns={columns}
        rowKey={(list) => list.id}
        searchPlaceholder="Search for distribution list"
        state={url.state}
        onStateChange={url.onStateChange}
        toolbar={
          mayManage && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/organizations/dist/form" search={{ orgId: org.orgId }} {...props} />}
            >
              Add New List
            </Button>
          )
        }
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Distribution List"
        message={`Delete the distribution list ${deletion.target?.name ?? ''}? Its recipients will no longer receive alerts sent to it.`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </Stack>
  );
}
