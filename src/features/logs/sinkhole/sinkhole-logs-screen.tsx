import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openFile } from '@/api/files/open-file';
import type { SinkholeLog } from '@/api/sinkhole-logs/contract';
import { isExpired } from '@/api/sinkhole-logs/expiry';
import {
  downloadSinkholeLog,
  fetchSinkholeAddresses,
  fetchSinkholeLogPage,
  sinkholeLogKeys,
} from '@/api/sinkhole-logs/queries';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { SinkholeFilterPopover } from './sinkhole-filter-popover';
import { type SinkholeFilterValues, toRequest } from './sinkhole-filter';

export const SINKHOLE_INTRO =
  'Filter the Sinkhole Logs table by Sinkhole IP to view results. Log files will be active and available to download for 90 days, and expired log files will be visible in the table but not available for an additional 14 days.';

/** Sinkhole Logs (spec 3 §2), Global organization only: the tab rule keeps everyone else out. */
export function SinkholeLogsScreen() {
  const { selected } = useSelectedOrganization();
  const orgId = selected?.orgId ?? '';
  const [applied, setApplied] = useState<SinkholeFilterValues | null>(null);
  const addresses = useQuery({
    queryKey: sinkholeLogKeys.addresses(orgId),
    queryFn: () => fetchSinkholeAddresses(orgId),
    enabled: orgId !== '',
  });
  const filter = applied ? toRequest(applied) : null;

  const columns: DataTableColumn<SinkholeLog>[] = [
    { id: 'sinkholeIp', header: 'Sinkhole IP', cell: (log) => log.sinkholeIp },
    { id: 'creationDate', header: 'Log Date/Time', sortable: true, cell: (log) => formatDateTime(log.creationDate) },
    { id: 'expirationDate', header: 'Log Expiration Date', cell: (log) => formatDateTime(log.expirationDate) },
    {
      id: 'status',
      header: 'Download Status',
      csv: (log) => (isExpired(log.expirationDate, Date.now()) ? 'Expired' : 'Available'),
      cell: (log) =>
        isExpired(log.expirationDate, Date.now()) ? (
          <Text size="sm">Expired</Text>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download Log ${formatDateTime(log.creationDate)}`}
            onClick={() => void openFile(() => downloadSinkholeLog(orgId, log.logId))}
          >
            Download Log
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Text>{SINKHOLE_INTRO}</Text>
      <DataTable<SinkholeLog>
        tableId="sinkhole-logs"
        queryKey={sinkholeLogKeys.list(orgId, filter)}
        defaultSort={{ field: 'creationDate', order: 'des' }}
        fetchPage={(params, { signal }) => fetchSinkholeLogPage(orgId, filter, params, signal)}
        caption="Sinkhole Logs"
        columns={columns}
        rowKey={(log) => log.logId}
        emptyMessage="No sinkhole logs found"
        toolbar={
          <SinkholeFilterPopover
            addresses={addresses.data ?? []}
            addressesLoading={addresses.isLoading}
            applied={applied}
            onApply={setApplied}
          />
        }
      />
    </Stack>
  );
}
