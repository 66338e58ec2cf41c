import { ViewDeleteActions } from '@/components/view-delete-actions';
import { Button } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { defaultSortOf } from '@/api/contract';
import {
  type ManagementNetwork,
  type ManagementNetworkInput,
  networkListEndpoint,
} from '@/api/management-networks/contract';
import {
  DataTable,
  type DataTableColumn,
  type FetchPage,
  type TableState,
  type TableStateChange,
} from '@/components/data-table';

export interface NetworksTableProps {
  tableId: string;
  queryKey: QueryKey;
  fetchPage: FetchPage<ManagementNetworkInput | ManagementNetwork>;
  /** Search, sort and page from the route's search params; the table keeps its own without them. */
  state?: TableState;
  onStateChange?: TableStateChange;
  /** Shows 'Add Management Network' and the delete action. */
  canManage: boolean;
  onAdd: () => void;
  onView: (network: ManagementNetworkInput) => void;
  onDelete: (network: ManagementNetworkInput) => void;
}

/** CIDR and Description, both sortable, searchable, with View Network and Delete Network (spec 1 §2). */
export function NetworksTable({
  tableId,
  queryKey,
  fetchPage,
  state,
  onStateChange,
  canManage,
  onAdd,
  onView,
  onDelete,
}: NetworksTableProps) {
  const columns: DataTableColumn<ManagementNetworkInput>[] = [
    { id: 'cidr', header: 'CIDR', sortable: true, cell: (n) => n.cidr },
    { id: 'description', header: 'Description', sortable: true, cell: (n) => n.description },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      csv: false,
      cell: (n) => (
        <ViewDeleteActions
          view={{ label: 'View Network', name: `View Network ${n.cidr}`, onClick: () => onView(n) }}
          remove={
            canManage
              ? { label: 'Delete Network', name: `Delete Network ${n.cidr}`, onClick: () => onDelete(n) }
              : undefined
          }
        />
      ),
    },
  ];
  return (
    <DataTable<ManagementNetworkInput>
      tableId={tableId}
      caption="Management Networks"
      columns={columns}
      fetchPage={fetchPage}
      queryKey={queryKey}
      state={state}
      onStateChange={onStateChange}
      rowKey={(n) => n.cidr}
      searchPlaceholder="Search for management network"
      defaultSort={defaultSortOf(networkListEndpoint)}
      toolbar={
        canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            Add Management Network
          </Button>
        )
      }
    />
  );
}
