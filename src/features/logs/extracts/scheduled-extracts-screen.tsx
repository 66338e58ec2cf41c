import { Badge, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { mayCall } from '@/api/access';
import type { ScheduledExtract } from '@/api/log-queries/extract-contract';
import { useDeleteExtract } from '@/api/log-queries/extract-mutations';
import type { Organization } from '@/api/organizations/contract';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn, type TableSearch, useTableUrlState } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { formatDateTime } from '@/lib/format';
import { saveExtractDraft } from '../extract-draft';
import { ExtractRowActions } from './extract-row-actions';
import { STATUS_COLORS, extractStatus, formatRunTime } from './extract-status';
import { extractsTableSource } from './extracts-table-source';

export const EXTRACTS_INTRO =
  'Below is a list of existing scheduled extracts. User will receive a notification according to the cadence set.';
export const EXTRACT_DELETED = 'Scheduled Extract deleted';
export const EXTRACT_DELETE_FAILED = 'Something went wrong';

/** Scheduled Extracts (spec 3 §2): the selected organization's extracts; search, sort and page in the address. */
export function ScheduledExtractsScreen({ search }: { search: TableSearch }) {
  const { selected, error } = useSelectedOrganization();
  if (error) return <ErrorState title="Scheduled extracts could not be loaded" error={error} />;
  if (!selected)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading scheduled extracts…</Text>
      </Group>
    );
  return <ExtractsTable search={search} org={selected} />;
}

function Details({ extract }: { extract: ScheduledExtract }) {
  const item = (label: string, value: string) => (
    <div>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {item('Created On', formatDateTime(extract.createdOn))}
      {item('Created By', extract.createdBy)}
      {item('Description', extract.description)}
    </SimpleGrid>
  );
}

function ExtractsTable({ search, org }: { search: TableSearch; org: Organization }) {
  const { principal } = useSignedInUser();
  const navigate = useNavigate();
  const url = useTableUrlState(search);
  const source = extractsTableSource(org.orgId);
  const mayManage = mayCall('logQuery.delete', principal, org);
  const remove = useDeleteExtract();
  const deletion = useConfirmedAction<ScheduledExtract>({
    run: (extract) => remove.mutateAsync({ orgId: extract.orgId, queryId: extract.queryId }),
    success: () => ({ message: EXTRACT_DELETED }),
    failure: () => ({ title: EXTRACT_DELETE_FAILED }),
    removesRow: () => true,
  });
  const view = async (extract: ScheduledExtract) => {
    await saveExtractDraft({ queryParams: extract.queryParams, from: 'extracts', queryId: extract.queryId, extract });
    await navigate({ to: '/logs/scheduled-extracts/edit' });
  };
  const now = Date.now();

  const columns: DataTableColumn<ScheduledExtract>[] = [
    { id: 'queryName', header: 'Name', sortable: true, cell: (x) => x.queryName },
    { id: 'lastExecution', header: 'Last Run', sortable: true, cell: (x) => formatRunTime(x.lastExecution) },
    { id: 'cadence', header: 'Cadence', sortable: true, cell: (x) => x.cadence },
    { id: 'nextRun', header: 'Next Run', sortable: true, cell: (x) => formatRunTime(x.nextRun) },
    {
      id: 'lastStatus',
      header: 'Run Status',
      sortable: true,
      csv: (x) => extractStatus(x, now).label,
      cell: (x) => {
        const status = extractStatus(x, now);
        return (
          <Badge variant="filled" color={STATUS_COLORS[status.kind]} tt="none">
            {status.label}
          </Badge>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      csv: false,
      cell: (x) => (
        <ExtractRowActions
          extract={x}
          mayManage={mayManage}
          onView={(extract) => void view(extract)}
          onDelete={deletion.ask}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Text>{EXTRACTS_INTRO}</Text>
      <DataTable<ScheduledExtract>
        {...source}
        caption={`Scheduled extracts of ${org.displayName}`}
        columns={columns}
        rowKey={(x) => x.queryId}
        searchPlaceholder="Search for scheduled extract"
        state={url.state}
        onStateChange={url.onStateChange}
        renderExpanded={(x) => <Details extract={x} />}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Extract"
        message={`Delete the scheduled extract ${deletion.target?.queryName ?? ''}? It will not run again, and its files will no longer be available.`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </Stack>
  );
}
