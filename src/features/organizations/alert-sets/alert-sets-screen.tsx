import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AlertSetItem } from '@/api/alert-sets/contract';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { DataTable, type DataTableColumn, type TableSearch, useTableUrlState } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { alertSetsTableSource } from './alert-sets-table-source';

const columns: DataTableColumn<AlertSetItem>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
  { id: 'description', header: 'Description', sortable: true, cell: (row) => row.description },
];

/** The alert sets of the organization being viewed; search, sort and page live in the address. */
export function AlertSetsScreen({ search }: { search: TableSearch }) {
  const url = useTableUrlState(search);
  const { selected, error } = useSelectedOrganization();
  if (error) return <ErrorState title="Alert Sets could not be loaded" error={error} />;
  if (!selected)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading alert sets…</Text>
      </Group>
    );
  const source = alertSetsTableSource(selected.orgId);
  return (
    <Stack gap="sm">
      <Title order={2}>Alert Sets</Title>
      <DataTable<AlertSetItem>
        {...source}
        caption={`Alert Sets of ${selected.displayName}`}
        columns={columns}
        rowKey={(row) => row.id}
        searchPlaceholder="Search for alert set"
        state={url.state}
        onStateChange={url.onStateChange}
      />
    </Stack>
  );
}
