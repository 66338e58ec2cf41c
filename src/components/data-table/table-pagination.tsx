import { Group, Loader, NativeSelect, Pagination, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { PageJump } from './page-jump';
import { PAGE_SIZE_OPTIONS } from './types';
import type { ServerTable } from './use-server-table';

/** Spec 1 §9: the rows-per-page control is hidden when the total is 10 or fewer. */
const SIZE_CONTROL_THRESHOLD = 10;

type PaginationState = Pick<
  ServerTable<unknown>,
  | 'itemCount'
  | 'pageSize'
  | 'setPageSize'
  | 'pageIndex'
  | 'pageCount'
  | 'goTo'
  | 'hasNext'
  | 'hasPrevious'
  | 'isRefreshing'
>;

export function TablePagination({ table }: { table: PaginationState }) {
  const { itemCount, pageSize, pageIndex, pageCount } = table;
  if (itemCount === 0) return null;
  const from = Math.min(itemCount, pageIndex * pageSize + 1);
  const to = Math.min(itemCount, (pageIndex + 1) * pageSize);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="md">
        {itemCount > SIZE_CONTROL_THRESHOLD && (
          <NativeSelect
            label="Rows per page"
            size="xs"
            data={PAGE_SIZE_OPTIONS.map(String)}
            value={String(pageSize)}
            onChange={(event) => table.setPageSize(Number(event.currentTarget.value))}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { marginBottom: 0 } }}
          />
        )}
        <Text size="sm" aria-live="polite">
          {formatCount(from)}–{formatCount(to)} of {formatCount(itemCount)}
        </Text>
        {table.isRefreshing && <Loader size="xs" role="status" aria-label="Loading" />}
      </Group>
      <Group gap="sm" component="nav" aria-label="Pagination">
        <Text size="sm">
          Page {formatCount(pageIndex + 1)} of {formatCount(pageCount)}
        </Text>
        <Pagination
          size="sm"
          total={pageCount}
          value={pageIndex + 1}
          onChange={(page) => table.goTo(page - 1)}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          getControlProps={(control) => {
            if (control === 'next') return { disabled: !table.hasNext, 'aria-label': 'Next page' };
            if (control === 'previous') return { disabled: !table.hasPrevious, 'aria-label': 'Previous page' };
            return {};
          }}
        />
        {pageCount > 1 && <PageJump pageCount={pageCount} onJump={(page) => table.goTo(page - 1)} />}
      </Group>
    </Group>
  );
}
