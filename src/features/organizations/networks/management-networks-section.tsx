import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ManagementNetworkInput } from '@/api/management-networks/contract';
import {
  createNetwork,
  deleteNetwork,
  fetchNetworkPage,
  findNetwork,
  managementNetworkKeys,
} from '@/api/management-networks/queries';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { NETWORK_DELETED, NETWORK_DELETE_FAILED } from './network-messages';
import { NetworkModal } from './network-modal';
import { NetworksTable } from './networks-table';

/** An organization's management networks, kept by the service. */
export function ManagementNetworksSection({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const queryClient = useQueryClient();
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
        tableId="management-networks"
        queryKey={managementNetworkKeys.list(orgId)}
        fetchPage={(params, { signal }) => fetchNetworkPage(orgId, params, signal)}
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
