import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { ManagementNetworkInput } from '@/api/management-networks/contract';
import { useCreateNetwork, useDeleteNetwork } from '@/api/management-networks/mutations';
import { fetchNetworkPage, findNetwork, managementNetworkKeys } from '@/api/management-networks/queries';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { NETWORK_DELETED, NETWORK_DELETE_FAILED } from './network-messages';
import { NetworkModal } from './network-modal';
import { NetworksTable } from './networks-table';

/** An organization's management networks, kept by the service. */
export function ManagementNetworksSection({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const [modal, setModal] = useState<{ mode: 'add' | 'view'; network?: ManagementNetworkInput } | null>(null);
  const create = useCreateNetwork();
  const remove = useDeleteNetwork();
  const deletion = useConfirmedAction<ManagementNetworkInput>({
    run: ({ cidr }) => remove.mutateAsync({ orgId, cidr }),
    success: () => ({ message: NETWORK_DELETED }),
    failure: () => ({ message: NETWORK_DELETE_FAILED }),
  });
  const deleting = deletion.target;

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
