import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ManagementNetworkInput } from '@/api/management-networks/contract';
import { createNetwork, deleteNetwork, findNetwork, managementNetworkKeys } from '@/api/management-networks/queries';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type TableSearch, useTableUrlState } from '@/components/data-table';
import { notify } from '@/lib/notify';
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
  const queryClient = useQueryClient();
  const url = useTableUrlState(search);
  const source = networksTableSource(orgId);
  const [modal, setModal] = useState<{ mode: 'add' | 'view'; network?: ManagementNetworkInput } | null>(null);
  const [deleting, setDeleting] = useState<ManagementNetworkInput | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: managementNetworkKeys.list(orgId) });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteNetwork(orgId, deleting.cidr);
      notify.success({ message: NETWORK_DELETED });
      setDeleting(null);
      await refresh();
    } catch {
      notify.error({ message: NETWORK_DELETE_FAILED });
    }
  };

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
        onDelete={setDeleting}
      />
      <NetworkModal
        mode={modal?.mode ?? null}
        network={modal?.network}
        onClose={() => setModal(null)}
        findDuplicate={async (cidr) => {
          const found = await findNetwork(orgId, cidr);
          return found.exists ? (found.description ?? '') : null;
        }}
        save={async (network) => {
          await createNetwork(orgId, network);
          await refresh();
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Network"
        message={`Delete the management network ${deleting?.cidr ?? ''}${deleting?.description ? ` (${deleting.description})` : ''}?`}
        confirmLabel="Delete"
        confirmColor="red"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
