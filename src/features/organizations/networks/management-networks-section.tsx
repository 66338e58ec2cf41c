import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { ManagementNetworkInput } from '@/api/management-networks/contract';
import { useCreateNetwork, useDeleteNetwork } from '@/api/management-networks/mutations';
import { findNetwork } from '@/api/management-networks/queries';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type TableSearch, useTableUrlState } from '@/components/data-table';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { NETWORK_DELETED, NETWORK_DELETE_FAILED } from './network-messages';
import { NetworkModal } from './network-modal';
import { NetworksTable } from './networks-table';
import { networksTableSource } from './networks-table-source';

/** An organization's management networks, kept by the service; the table's state is in the address. */
export function ManagementNetworksSection({
  orgId,
  canManage,
  search,
}: {
  orgId: string;
  canManage: boolean;
  search: TableSearch;
}) {
  const url = useTableUrlState(search);
  const source = networksTableSource(orgId);
  const [modal, setModal] = useState<{ mode: 'add' | 'view'; network?: ManagementNetworkInput } | null>(null);
  const create = useCreateNetwork();
  const remove = useDeleteNetwork();
  const deletion = useConfirmedAction<ManagementNetworkInput>({
    run: ({ cidr }) => remove.mutateAsync({ orgId, cidr }),
    success: () => ({ message: NETWORK_DELETED }),
    failure: () => ({ message: NETWORK_DELETE_FAILED }),
    removesRow: () => true,
  });
  const deleting = deletion.target;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Management Networks
      </Title>
      <NetworksTable
        tableId={source.tableId}
        queryKey={source.queryKey}
        fetchPage={source.fetchPage}
        state={url.state}
        onStateChange={url.onStateChange}
        canManage={canManage}
        onAdd={() => setModal({ mode: 'add' })}
        onView={(network) => setModal({ mode: 'view', network })}
        onDelete={(network) => deletion.ask(network)}
      />
      <NetworkModal
        mode={modal?.mode ?? null}
        network={modal?.network}
        onClose={() => setModal(null)}
        findDuplicate={async (cidr) => {
          const found = await findNetwork(orgId, cidr);
          return found.exists ? (found.description ?? '') : null;
        }}
        save={(network) => create.mutateAsync({ orgId, network })}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Network"
        message={`Delete the management network ${deleting?.cidr ?? ''}${deleting?.description ? ` (${deleting.description})` : ''}?`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </Stack>
  );
}
