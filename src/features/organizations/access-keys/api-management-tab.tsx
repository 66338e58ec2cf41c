import { Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AccessKey } from '@/api/access-keys/contract';
import { useDeleteAccessKey } from '@/api/access-keys/mutations';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type TableSearch, useTableUrlState } from '@/components/data-table';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { KEY_DELETED, KEY_DELETE_FAILED } from './access-key-messages';
import { AccessKeyInfoModal } from './access-key-info-modal';
import { AccessKeysTable } from './access-keys-table';
import { AddAccessKeyModal } from './add-access-key-modal';

/**
 * Spec 1 §2, API Management. The tab rule (area-tabs.ts) shows it only where the viewer may
 * manage keys, so everything here is offered to whoever sees it; the service checks again.
 */
export function ApiManagementTab({ search }: { search: TableSearch }) {
  const { selected, isLoading } = useSelectedOrganization();
  if (isLoading) return <Loader role="status" aria-label="Loading organization" />;
  if (!selected) return <Text>The selected organization could not be loaded.</Text>;
  return <AccessKeysSection key={selected.orgId} orgId={selected.orgId} search={search} />;
}

function AccessKeysSection({ orgId, search }: { orgId: string; search: TableSearch }) {
  const url = useTableUrlState(search);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<AccessKey | null>(null);
  const remove = useDeleteAccessKey();
  const deletion = useConfirmedAction<AccessKey>({
    run: ({ id }) => remove.mutateAsync({ orgId, id }),
    success: () => ({ message: KEY_DELETED }),
    failure: () => ({ message: KEY_DELETE_FAILED }),
    removesRow: () => true,
  });
  const deleting = deletion.target;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Access Keys
      </Title>
      <AccessKeysTable
        orgId={orgId}
        state={url.state}
        onStateChange={url.onStateChange}
        onAdd={() => setAdding(true)}
        onView={setViewing}
        onDelete={(key) => deletion.ask(key)}
      />
      <AddAccessKeyModal orgId={orgId} opened={adding} onClose={() => setAdding(false)} />
      <AccessKeyInfoModal openedKey={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Access Key"
        message={`Delete the access key “${deleting?.description ?? ''}” (${deleting?.id ?? ''})? Anything still using it can no longer call the API.`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </Stack>
  );
}
