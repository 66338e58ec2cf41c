import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type AlertSetItem, alertSetListEndpoint } from '@/api/alert-sets/contract';
import { defaultSortOf } from '@/api/contract';
import { DataTable, type DataTableColumn, type TableState, type TableStateChange } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { AlertSetRowActions } from './alert-set-row-actions';
import { alertSetsTableSource } from './alert-sets-table-source';

export interface AlertSetsTableProps {
  orgId: string;
  orgDisplayName: string;
  /** The Global organization's table adds the organizations its DNS Events sets watch. */
  isGlobal: boolean;
  /** Display names by orgId, for the watched organizations. */
  orgNames: ReadonlyMap<string, string>;
  canManage: boolean;
  state: TableState;
  onStateChange: TableStateChange;
  onAdd: () => void;
  onView: (alertSet: AlertSetItem) => void;
  onDelete: (alertSet: AlertSetItem) => void;
}

/** What the Organizations cell says: the watched organizations, all of them, or nothing for System Events. */
export const watchedOrganizations = (row: AlertSetItem, orgNames: ReadonlyMap<string, string>): string =>
  row.alertType !== 'DNS Events'
    ? 'Not applicable'
    : row.organizationsForGlobal.length === 0
      ? 'All Organizations'
      : row.organizationsForGlobal.map((id) => orgNames.get(id) ?? id).join(', ');

/** When the set last sent an alert (beyond the spec; the mock's alert evaluation sets it). */
const lastAlert = (row: AlertSetItem) => (row.lastAlertAt ? formatDateTime(row.lastAlertAt) : 'Never');

/** Spec 1 §2, §7: one organization's sets; Name, Description and Type sort on the server. */
export function AlertSetsTable(props: AlertSetsTableProps) {
  const { orgId, orgDisplayName, isGlobal, orgNames, canManage, onAdd, onView, onDelete } = props;
  const source = alertSetsTableSource(orgId);
  const columns: DataTableColumn<AlertSetItem>[] = [
    { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
    { id: 'description', header: 'Description', sortable: true, cell: (row) => row.description },
    { id: 'alertType', header: 'Type', sortable: true, cell: (row) => row.alertType },
    { id: 'cadence', header: 'Cadence', cell: (row) => row.cadence },
    ...(isGlobal
      ? [
          {
            id: 'organizations',
            header: 'Organizations',
            cell: (row: AlertSetItem) => watchedOrganizations(row, orgNames),
          },
        ]
      : []),
    {
      id: 'lastAlertAt',
      header: 'Last Alert',
      cell: lastAlert,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      csv: false,
      cell: (row) => <AlertSetRowActions alertSet={row} canManage={canManage} onView={onView} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable<AlertSetItem>
      {...source}
      defaultSort={defaultSortOf(alertSetListEndpoint)}
      caption={`Alert Sets of ${orgDisplayName}`}
      columns={columns}
      rowKey={(row) => row.id}
      searchPlaceholder="Search for alert set"
      state={props.state}
      onStateChange={props.onStateChange}
      toolbar={
        canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            Add New Set
          </Button>
        )
      }
    />
  );
}
