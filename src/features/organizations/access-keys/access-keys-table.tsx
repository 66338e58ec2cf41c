import { ViewDeleteActions } from '@/components/view-delete-actions';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AccessKey } from '@/api/access-keys/contract';
import { DataTable, type DataTableColumn, type TableState, type TableStateChange } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { accessKeysTableSource } from './access-keys-table-source';
import { EXPIRY_WARNING_DAYS, keyExpiry } from './key-expiry';

export interface AccessKeysTableProps {
  orgId: string;
  state?: TableState;
  onStateChange?: TableStateChange;
  onAdd: () => void;
  onView: (key: AccessKey) => void;
  onDelete: (key: AccessKey) => void;
}

/** The expiry date, and under it how it stands: red once expired, yellow in the last two weeks. */
export function ExpiryCell({ expirationDate }: { expirationDate: string }) {
  const expiry = keyExpiry(expirationDate, Date.now());
  const color = expiry.expired ? 'red' : expiry.daysLeft <= EXPIRY_WARNING_DAYS ? 'yellow' : 'gray';
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{formatDate(expirationDate)}</Text>
      {/* The tint carries the state; the label keeps the text colour, since a tinted hue on its own tint falls below 4.5:1. */}
      <Badge color={color} variant="light" radius="sm" tt="none" c="var(--mantine-color-text)">
        {expiry.label}
      </Badge>
    </Stack>
  );
}

const columns = (
  onView: (key: AccessKey) => void,
  onDelete: (key: AccessKey) => void,
): DataTableColumn<AccessKey>[] => [
  { id: 'description', header: 'Description', sortable: true, cell: (key) => key.description },
  {
    id: 'id',
    header: 'ID',
    sortable: true,
    cell: (key) => <Code style={{ whiteSpace: 'nowrap' }}>{key.id}</Code>,
    csv: (key) => key.id,
  },
  {
    id: 'roles',
    header: 'Roles',
    cell: (key) => (
      <Group gap={4}>
        {key.roles.map((role) => (
          <Badge key={role} variant="outline" color="gray" radius="sm" tt="none">
            {role}
          </Badge>
        ))}
      </Group>
    ),
    csv: (key) => key.roles.join(', '),
  },
  { id: 'dateCreated', header: 'Created', sortable: true, cell: (key) => formatDate(key.dateCreated) },
  {
    id: 'expirationDate',
    header: 'Expires',
    sortable: true,
    cell: (key) => <ExpiryCell expirationDate={key.expirationDate} />,
    csv: (key) => `${formatDate(key.expirationDate)} (${keyExpiry(key.expirationDate, Date.now()).label})`,
  },
  {
    id: 'actions',
    header: 'Actions',
    align: 'right',
    csv: false,
    cell: (key) => (
      <ViewDeleteActions
        view={{ label: 'View', name: `View Access Key ${key.description}`, onClick: () => onView(key) }}
        remove={{ label: 'Delete', name: `Delete Access Key ${key.description}`, onClick: () => onDelete(key) }}
      />
    ),
  },
];

/** Spec 1 §2, API Management: Add New Access Key and a table of keys. */
export function AccessKeysTable({ orgId, state, onStateChange, onAdd, onView, onDelete }: AccessKeysTableProps) {
  return (
    <DataTable<AccessKey>
      {...accessKeysTableSource(orgId)}
      caption="Access Keys"
      columns={columns(onView, onDelete)}
      rowKey={(key) => key.id}
      searchPlaceholder="Search for access key"
      state={state}
      onStateChange={onStateChange}
      toolbar={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          Add New Access Key
        </Button>
      }
    />
  );
}
