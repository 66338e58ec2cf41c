import { Group, Stack, Table } from '@mantine/core';
import { ExportCsvButton } from './export-csv-button';
import { TableBody } from './table-body';
import { TableHead } from './table-head';
import { TablePagination } from './table-pagination';
import { TABLE_REGION_ATTRIBUTE } from './table-region';
import { TableSearch } from './table-search';
import type { DataTableProps } from './types';
import { useServerTable } from './use-server-table';

/**
 * The server-paged list used by every list screen: sortable headers, debounced search, page
 * sizes remembered per table, a pager that jumps to any page, Export CSV, optional expandable
 * rows, and loading, empty and error states. Given `state` and `onStateChange` (see
 * useTableUrlState) its search, sort and page live in the route's search params.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rowKey, caption, searchPlaceholder, renderExpanded, toolbar } = props;
  const table = useServerTable<Row>(props);
  const showSearch = searchPlaceholder !== undefined;
  const { exportParams } = table;
  const exportCsv = (
    <ExportCsvButton
      columns={columns}
      fetchPage={props.fetchPage}
      params={() => {
        const { page: _page, pageSize: _size, ...rest } = exportParams(1);
        return rest;
      }}
      name={props.exportName ?? caption}
      disabled={table.itemCount === 0}
    />
  );

  return (
    <Stack gap="sm" {...{ [TABLE_REGION_ATTRIBUTE]: '' }}>
      <Group justify={showSearch ? 'space-between' : 'flex-end'} gap="sm">
        {showSearch && <TableSearch value={table.search} onChange={table.setSearch} placeholder={searchPlaceholder} />}
        <Group gap="sm">
          {toolbar}
          {exportCsv}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={columns.length * 140}>
        <Table
          aria-label={caption}
          // Focus lands here when a deleted row took the focused control with it and there is no search box.
          tabIndex={-1}
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
            error={table.error}
            onRetry={table.retry}
            skeletonRows={Math.min(table.pageSize, 5)}
            emptyMessage={props.emptyMessage}
          />
        </Table>
      </Table.ScrollContainer>
      {!table.error && <TablePagination table={table} />}
    </Stack>
  );
}
