import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { DataTableColumn, SortState } from './types';

interface TableHeadProps<Row> {
  columns: DataTableColumn<Row>[];
  sort?: SortState;
  onSort: (field: string) => void;
  expandable: boolean;
}

export function TableHead<Row>({ columns, sort, onSort, expandable }: TableHeadProps<Row>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {expandable && (
          <Table.Th w={48}>
            <VisuallyHidden>Details</VisuallyHidden>
          </Table.Th>
        )}
        {columns.map((column) => {
          if (!column.sortable) {
            return (
              <Table.Th key={column.id} w={column.width} ta={column.align}>
                {column.header}
              </Table.Th>
            );
          }
          const order = sort?.field === column.id ? sort.order : undefined;
          const Icon = order === 'asc' ? IconSortAscending : order === 'des' ? IconSortDescending : IconArrowsSort;
          return (
            <Table.Th
              key={column.id}
              w={column.width}
              ta={column.align}
              aria-sort={order === 'asc' ? 'ascending' : order === 'des' ? 'descending' : 'none'}
            >
              <UnstyledButton onClick={() => onSort(column.id)} fw={700} fz="inherit">
                <Group gap={4} wrap="nowrap">
                  {column.header}
                  <Icon size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
