import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { GLOBAL_ORG_NAME } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import type { Source, SourceSetRow } from '@/api/sources/contract';
import { useDeleteSource } from '@/api/sources/mutations';
import { canEnrollDevices, sourcePermissions } from '@/api/sources/permissions';
import { downloadSourceList } from '@/api/sources/queries';
import { openFile } from '@/api/files/open-file';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn, type TableSearch, useTableUrlState } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { SetRowActions } from './set-row-actions';
import { SetSourcesList, sourceLabel } from './set-sources-list';
import { SourceDialog, type SourceDialogMode } from './source-dialog';
import { SOURCE_DELETED, SOURCE_DELETE_FAILED } from './source-messages';
import { SourceSetModal } from './source-set-modal';
import { sourceSetsTableSource } from './sources-table-source';

/**
 * The All Sources tab (the Global organization: every organization's sets, with an Org column)
 * and the Authorized Sources tab (any other organization): source sets, server paged, rows
 * expanding to their sources (spec 1 §2). Search, sort and page live in the address.
 */
export function SourcesTab({ search }: { search: TableSearch }) {
  const url = useTableUrlState(search);
  const { principal } = useSignedInUser();
  const { selected, error } = useSelectedOrganization();
  const [dialog, setDialog] = useState<{ mode: SourceDialogMode; source?: Source } | null>(null);
  const [openSet, setOpenSet] = useState<SourceSetRow | null>(null);
  const remove = useDeleteSource();
  const deletion = useConfirmedAction<Source>({
    run: (source) =>
      remove.mutateAsync(
        source.type === 'SSE'
          ? { orgId: source.orgId, set: source.set, vendorName: source.vendorName! }
          : { orgId: source.orgId, sourceIp: source.sourceIP! },
      ),
    success: () => ({ message: SOURCE_DELETED }),
    failure: () => ({ message: SOURCE_DELETE_FAILED }),
    removesRow: () => true,
  });

  if (error) return <ErrorState title="Sources could not be loaded" error={error} />;
  if (!selected)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading sources…</Text>
      </Group>
    );

  const everyOrg = selected.orgName === GLOBAL_ORG_NAME;
  const canManage = sourcePermissions.manage(principal, selected);
  const canConvert = sourcePermissions.convertToExclusionZone(principal, selected);
  const source = sourceSetsTableSource(selected.orgId);
  const title = everyOrg ? 'All Sources' : 'Authorized Sources';

  const columns: DataTableColumn<SourceSetRow>[] = [
    ...(everyOrg ? [{ id: 'org', header: 'Org', cell: (set: SourceSetRow) => set.orgDisplayName }] : []),
    {
      id: 'name',
      header: 'Source Set',
      sortable: true,
      csv: (set) => set.name,
      cell: (set) => (
        <Group gap="xs">
          <Text inherit>{set.name}</Text>
          {set.isDefault && (
            <Badge variant="light" color="gray">
              Default
            </Badge>
          )}
          {set.exclusionZone && (
            <Badge variant="light" color="orange">
              Exclusion Zone
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'destination',
      header: 'Destination',
      csv: (set) => [set.dnsDomain, ...set.dnsIPv4, ...set.dnsIPv6].join(' '),
      cell: (set) => (
        <Stack gap={0}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {set.dnsDomain}
          </Text>
          <Text size="xs" c="var(--mantine-color-text)">
            {[...set.dnsIPv4, ...set.dnsIPv6].join(', ')}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'right',
      csv: false,
      cell: (set) => (
        <SetRowActions
          set={set}
          onInformation={() => setOpenSet(set)}
          enroll={!everyOrg && canEnrollDevices(principal, selected, set)}
        />
      ),
    },
  ];

  const download = () => openFile(() => downloadSourceList(selected.orgId));

  return (
    <Stack gap="sm">
      <DataTable<SourceSetRow>
        {...source}
        state={url.state}
        onStateChange={url.onStateChange}
        caption={`${title} of ${selected.displayName}`}
        exportName={`source sets of ${selected.displayName}`}
        columns={columns}
        rowKey={(set) => set.id}
        searchPlaceholder="Search for source"
        renderExpanded={(set) => (
          <SetSourcesList
            set={set}
            canManage={canManage && set.orgId === selected.orgId}
            onView={(item) => setDialog({ mode: 'view', source: item })}
            onEdit={(item) => setDialog({ mode: 'edit', source: item })}
            onDelete={(item) => deletion.ask(item)}
          />
        )}
        toolbar={
          <>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={everyOrg || !canManage}
              onClick={() => setDialog({ mode: 'create' })}
            >
              Add New Source
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
            >
              Download List
            </Button>
          </>
        }
      />
      <SourceDialog
        mode={dialog?.mode ?? null}
        source={dialog?.source}
        orgId={selected.orgId}
        sseOffered={sourcePermissions.sseOffered(selected)}
        onClose={() => setDialog(null)}
      />
      <SourceSetModal
        set={openSet}
        canManage={canManage && !everyOrg}
        canConvert={canConvert}
        onClose={() => setOpenSet(null)}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Source"
        message={`Delete the source ${deletion.target ? sourceLabel(deletion.target) : ''} from ${deletion.target?.setName ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </Stack>
  );
}
