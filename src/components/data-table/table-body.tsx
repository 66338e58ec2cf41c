import { Button, Center, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { IconButton } from '../icon-button';
import type { DataTableColumn } from './types';

interface TableBodyProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  renderExpanded?: (row: Row) => ReactNode;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  skeletonRows: number;
  emptyMessage?: string;
}

export function TableBody<Row>(props: TableBodyProps<Row>) {
  const { columns, rows, rowKey, renderExpanded, isLoading, error } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const colSpan = columns.length + (renderExpanded ? 1 : 0);

  const fullWidth = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>{content}</Table.Td>
    </Table.Tr>
  );

  if (error) {
    return (
      <Table.Tbody>
        {fullWidth(
          <Stack align="center" gap="xs" py="lg">
            <Group gap="xs" c="var(--mantine-color-error)" role="alert" data-error-state>
              <IconAlertTriangle size={18} aria-hidden />
              <Text inherit>{error.message}</Text>
            </Group>
            <Button variant="outline" size="xs" onClick={props.onRetry}>
              Try again
            </Button>
          </Stack>,
        )}
      </Table.Tbody>
    );
  }

  if (isLoading) {
    return (
      <Table.Tbody>
        {Array.from({ length: props.skeletonRows }, (_, i) => (
          <Table.Tr key={i}>
            {Array.from({ length: colSpan }, (_, j) => (
              <Table.Td key={j}>
                <Skeleton height={12} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    );
  }

  if (rows.length === 0) {
    return (
      <Table.Tbody>
        {fullWidth(
          <Center py="lg">
            <Text c="dimmed">{props.emptyMessage ?? 'No Records Found'}</Text>
          </Center>,
        )}
      </Table.Tbody>
    );
  }

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // Rows are plain elements with the Table's own classes and data attributes (what Table.Tr and
  // Table.Td render): a Mantine component per cell was most of a list's first render (docs/performance.md,
  // "How the console meets them"), and a route change waits for it.
  // A refresh is shown by the pager's Loader and the table's aria-busy, never by dimming the rows:
  // faded text and links fail WCAG AA contrast (axe found 2.88:1 on the policy names).
  return (
    <Table.Tbody>
      {rows.map((row, index) => {
        const key = rowKey(row);
        const isOpen = renderExpanded !== undefined && expanded.has(key);
        const detailsId = `${idPrefix}-details-${index}`;
        return (
          <Fragment key={key}>
            <tr className={Table.classes.tr} data-with-row-border data-hover>
              {renderExpanded && (
                <td className={Table.classes.td}>
                  <IconButton
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? detailsId : undefined}
                    aria-label={isOpen ? 'Hide details' : 'Show details'}
                    onClick={() => toggle(key)}
                  >
                    {isOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                  </IconButton>
                </td>
              )}
              {columns.map((column) => (
                <td key={column.id} className={Table.classes.td} style={column.align && { textAlign: column.align }}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
            {isOpen && (
              <tr id={detailsId} className={Table.classes.tr} data-with-row-border>
                <td
                  colSpan={colSpan}
                  className={Table.classes.td}
                  style={{ background: 'var(--mantine-color-default-hover)' }}
                >
                  {renderExpanded?.(row)}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </Table.Tbody>
  );
}
