import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IconPencil } from '@tabler/icons-react';
import type { Organization } from '@/api/organizations/contract';
import { mayCall } from '@/api/access';
import { canChangePeerApproval } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import type { TableSearch } from '@/components/data-table';
import { DisplayNameModal } from './display-name-modal';
import { ManagedServiceForm } from './managed-service-form';
import { ManagementNetworksSection } from './networks/management-networks-section';

/** Spec 1 §2, Organization Information (non-global organizations; the tab rule hides it for Global). */
export function OrganizationInformationTab({ search }: { search: TableSearch }) {
  const { principal } = useSignedInUser();
  const { selected, isLoading } = useSelectedOrganization();
  if (isLoading) return <Loader role="status" aria-label="Loading organization" />;
  if (!selected) return <Text>The selected organization could not be loaded.</Text>;
  const canEdit = mayCall('org.update', principal, selected);
  return (
    <Stack gap="lg">
      <OrganizationNames org={selected} canRename={canEdit && !selected.accountId} />
      {selected.accountId && (
        <ManagedServiceForm
          key={selected.orgId}
          org={selected}
          canEdit={canEdit}
          canChangeApproval={canChangePeerApproval(principal)}
        />
      )}
      <ManagementNetworksSection
        key={selected.orgId}
        orgId={selected.orgId}
        canManage={mayCall('managementNetwork.create', principal, selected)}
        search={search}
      />
    </Stack>
  );
}

function OrganizationNames({ org, canRename }: { org: Organization; canRename: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const item = (label: string, value: string) => (
    <div>
      <Text component="dt" size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" m={0} style={{ flex: 1 }}>
          {item('Display Name', org.displayName)}
          {item('Organization Name', org.orgName)}
          {item('Acronym', org.acronym)}
        </SimpleGrid>
        {canRename && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setRenaming(true)}>
            Edit Display Name
          </Button>
        )}
      </Group>
      <DisplayNameModal
        opened={renaming}
        orgId={org.orgId}
        current={org.displayName}
        onClose={() => setRenaming(false)}
      />
    </Paper>
  );
}
