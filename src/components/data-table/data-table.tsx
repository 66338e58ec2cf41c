import { Group, Stack, Table } from '@mantine/core';
import { TableBody } from './table-body';
import { TableHead } from './table-head';
import { TablePagination } from './table-pagination';
import { TableSearch } from './table-search';
import type { DataTableProps } from './types';
import { useServerTable } from './use-server-table';

/**
 * The server-paged list used by every list screen: sortable headers, debounced search, page
 * sizes remembered per table, optional expandable rows, and loading, empty and error states.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rowKey, caption, searchPlaceholder, renderExpanded, toolbar } = props;
  const table = useServerTable<Row>(props);
  const showSearch = searchPlaceholder !== undefined;

  return (
    <Stack gap="sm">
      {(showSearch || toolbar) && (
        <Group justify={showSearch ? 'space-between' : 'flex-end'} gap="sm">
          {showSearch && (
            <TableSearch value={table.search} onChange={table.setSearch} placeholder={searchPlaceholder} />
          )}
          {toolbar && <Group gap="sm">{toolbar}</Group>}
        </Group>
      )}
      <Table.ScrollContainer minWidth={columns.length * 140}>
        <Table
          aria-label={caption}
          aria-busy={table.isLoading || table.isRefreshing}
          highlightOnHover
          verticalSpacing="sm"
        >
          <TableHead
            columns={columns}
            sort={table.sort}
            onSort={table.toggleSort}
            expandable={renderExpanded !== undefined}
          />
          <TableBody
            columns={columns}
            rows={table.rows}
            rowKey={rowKey}
            renderExpanded={renderExpanded}
            isLoading={table.isLoading}
            isRefreshing={table.isRefreshing}
            error={table.error}
            onRetry={table.retry}
            skeletonRows={Math.min(table.pageSize, 5)}
          />
        </Table>
      </Table.ScrollContainer>
      {!table.error && <TablePagination table={table} />}
    </Stack>
  );
}
