import { Group, Loader, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { mayCall } from '@/api/access';
import type { AlertSetItem, AlertType } from '@/api/alert-sets/contract';
import { useDeleteAlertSet } from '@/api/alert-sets/mutations';
import { GLOBAL_ORG_NAME } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type TableSearch, useTableUrlState } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { ALERT_SET_DELETED, ALERT_SET_DELETE_FAILED } from './alert-set-messages';
import { activeTab, alertSetFormSearch, alertSetTabs } from './alert-set-tabs';
import { AlertSetsTable } from './alert-sets-table';
import { AlertTypeChooser } from './alert-type-chooser';

export type AlertSetsSearch = TableSearch & { orgId?: string };

const FORM = '/organizations/alert-set/form';

/**
 * Spec 1 §2, Alert Sets: a tab per organization of the viewer (alert-set-tabs.ts), the active one in
 * the address (?orgId=), each with its searchable table, Add New Set and the row actions.
 */
export function AlertSetsScreen({ search }: { search: AlertSetsSearch }) {
  const url = useTableUrlState(search);
  const navigate = useNavigate();
  const { principal, user } = useSignedInUser();
  const { selected, organizations, error } = useSelectedOrganization();
  const [choosing, setChoosing] = useState(false);
  const remove = useDeleteAlertSet();
  const deletion = useConfirmedAction<AlertSetItem>({
    run: ({ orgId, id }) => remove.mutateAsync({ orgId, id }),
    success: () => ({ message: ALERT_SET_DELETED }),
    failure: () => ({ message: ALERT_SET_DELETE_FAILED }),
    removesRow: () => true,
  });

  if (error) return <ErrorState title="Alert Sets could not be loaded" error={error} />;
  const tabs = alertSetTabs(organizations, selected?.orgId, user.orgId);
  const org = activeTab(tabs, search.orgId);
  if (!org)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading alert sets…</Text>
      </Group>
    );
  const canManage = mayCall('alertSet.create', principal, org);
  const orgNames = new Map(organizations.map((o) => [o.orgId, o.displayName]));
  // Another organization's tab starts from its first page, unsearched.
  const openTab = (orgId: string | null) => orgId && void navigate({ to: '.', search: { orgId } as never });
  const toForm = (orgId: string, alertType: AlertType, alertSetId?: string) =>
    void navigate({ to: FORM, search: alertSetFormSearch(orgId, alertType, alertSetId) as never });

  return (
    <Stack gap="sm">
      <Title order={2}>Alert Sets</Title>
      <Tabs value={org.orgId} onChange={openTab} keepMounted={false}>
        {/* A global user has a tab per organization: one scrolling row, arrow keys move along it. */}
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
          <Tabs.List aria-label="Alert set organizations" style={{ flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.orgId} value={tab.orgId} style={{ whiteSpace: 'nowrap' }}>
                {tab.displayName}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value={org.orgId} pt="md">
          <AlertSetsTable
            key={org.orgId}
            orgId={org.orgId}
            orgDisplayName={org.displayName}
            isGlobal={org.orgName === GLOBAL_ORG_NAME}
            orgNames={orgNames}
            canManage={canManage}
            state={url.state}
            onStateChange={url.onStateChange}
            onAdd={() => setChoosing(true)}
            onView={(row) => toForm(row.orgId, row.alertType, row.id)}
            onDelete={(row) => deletion.ask(row)}
          />
        </Tabs.Panel>
      </Tabs>
      <AlertTypeChooser
        opened={choosing}
        onClose={() => setChoosing(false)}
        onContinue={(alertType) => toForm(org.orgId, alertType)}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Alert Set"
        message={`Delete the alert set ${deletion.target?.name ?? ''}? Its recipients stop hearing from it.`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </Stack>
  );
}
