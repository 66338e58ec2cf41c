import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { DistributionList } from '@/api/distribution-lists/contract';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { DataTable, type DataTableColumn, type TableSearch, useTableUrlState } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { distributionListsTableSource } from './distribution-lists-table-source';

const columns: DataTableColumn<DistributionList>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
  { id: 'description', header: 'Description', sortable: true, cell: (row) => row.description },
];

/** The distribution lists of the organization being viewed; search, sort and page live in the address. */
export function DistributionListsScreen({ search }: { search: TableSearch }) {
  const url = useTableUrlState(search);
  const { selected, error } = useSelectedOrganization();
  if (error) return <ErrorState title="Distribution Lists could not be loaded" error={error} />;
  if (!selected)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading distribution lists…</Text>
      </Group>
    );
  const source = distributionListsTableSource(selected.orgId);
  return (
    <Stack gap="sm">
      <Title order={2}>Distribution Lists</Title>
      <DataTable<DistributionList>
        {...source}
        caption={`Distribution Lists of ${selected.displayName}`}
        columns={columns}
        rowKey={(row) => row.id}
        searchPlaceholder="Search for distribution list"
        state={url.state}
        onStateChange={url.onStateChange}
      />
    </Stack>
  );
}
