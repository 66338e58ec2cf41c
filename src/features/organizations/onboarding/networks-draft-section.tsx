import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ManagementNetworkInput } from '@/api/management-networks/contract';
import { canonicalNetwork } from '@/lib/cidr';
import { NetworkModal } from '../networks/network-modal';
import { NetworksTable } from '../networks/networks-table';
import { localPage } from './local-page';

interface NetworksDraftSectionProps {
  networks: ManagementNetworkInput[];
  onChange: (networks: ManagementNetworkInput[]) => void;
}

/**
 * Step 1's Management Networks: the same dialog and table as the Organization Information tab,
 * over the draft. The organization does not exist yet, so the duplicate check is against the draft.
 */
export function NetworksDraftSection({ networks, onChange }: NetworksDraftSectionProps) {
  const [modal, setModal] = useState<{ mode: 'add' | 'view'; network?: ManagementNetworkInput } | null>(null);
  const findDuplicate = async (cidr: string) => {
    const wanted = canonicalNetwork(cidr);
    const existing = networks.find((n) => canonicalNetwork(n.cidr) === wanted);
    return existing ? existing.description : null;
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="onboarding-networks">
      <Title order={2} size="h3" id="onboarding-networks">
        Management Networks
      </Title>
      <Text size="sm" c="dimmed">
        Networks the organization manages its service from. They are saved with the organization.
      </Text>
      <NetworksTable
        tableId="onboarding-networks"
        queryKey={['onboarding', 'networks', networks]}
        fetchPage={async (params) => localPage(networks, params, ['cidr', 'description'])}
        canManage
        onAdd={() => setModal({ mode: 'add' })}
        onView={(network) => setModal({ mode: 'view', network })}
        onDelete={(network) => onChange(networks.filter((n) => n.cidr !== network.cidr))}
      />
      <NetworkModal
        mode={modal?.mode ?? null}
        network={modal?.network}
        onClose={() => setModal(null)}
        findDuplicate={findDuplicate}
        save={async (network) => onChange([...networks, network])}
        savedNotice={null}
      />
    </Stack>
  );
}
