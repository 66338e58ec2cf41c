import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { mayCall } from '@/api/access';
import { alertSetQuery } from '@/api/alert-sets/queries';
import { organizationListQuery } from '@/api/organizations/queries';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/lib/notify';
import { AlertSetForm, type AlertSetFormMode } from './alert-set-form';
import type { AlertSetFormSearch } from './alert-set-form-search';
import { GET_FAILED } from './alert-set-messages';

const TITLES: Record<AlertSetFormMode, string> = {
  create: 'New Alert Set',
  edit: 'Edit Alert Set',
  view: 'Alert Set Details',
};
export const CANNOT_ADD_TITLE = 'You cannot add alert sets here';

/**
 * Spec 1 §2: Create without an alertSetId for someone who may manage the organization's alert
 * sets (the access table's alertSet.create row), Edit with one (alertSet.update), View otherwise.
 * An organization the viewer cannot see, or a mistyped one, goes back to Organizations.
 */
export function resolveMode(hasId: boolean, mayManage: boolean): AlertSetFormMode {
  if (!mayManage) return 'view';
  return hasId ? 'edit' : 'create';
}

export function AlertSetFormPage({ search }: { search: AlertSetFormSearch }) {
  const { principal } = useSignedInUser();
  const { selected, organizations, isLoading, error } = useSelectedOrganization();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const org = search.orgId ? organizations.find((o) => o.orgId === search.orgId) : selected;
  const id = search.alertSetId;
  const get = useQuery({ ...alertSetQuery({ orgId: org?.orgId ?? '', id: id ?? '' }), enabled: !!org && !!id });
  useEffect(() => {
    if (get.isError) notify.error({ id: GET_FAILED, message: GET_FAILED });
  }, [get.isError]);

  if (isLoading) return <Busy label="Loading organizations…" />;
  // Without the organization list the address cannot be checked; that is no reason to leave it.
  if (error && !org)
    return (
      <ErrorState
        title="Organizations could not be loaded."
        error={error}
        onRetry={() => void queryClient.refetchQueries({ queryKey: organizationListQuery().queryKey })}
      />
    );
  if (!org) return <Navigate to="/organizations" replace />;

  const mayManage = mayCall(id ? 'alertSet.update' : 'alertSet.create', principal, org);
  const mode = resolveMode(!!id, mayManage);
  const alertType = get.data?.alertType ?? search.alertType;
  // The Alert Sets tab of this organization (its table reads orgId; the selected one otherwise).
  const toList = () => void navigate({ to: '/organizations/alert-set', search: { orgId: org.orgId } });

  const header = (
    <>
      <Anchor
        component={Link}
        to="/organizations/alert-set"
        // Anchor's polymorphic props erase Link's route types (AnyRouter); navigate above is checked.
        search={{ orgId: org.orgId } as never}
        size="sm"
        w="fit-content"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> Back to Alert Sets
        </Group>
      </Anchor>
      <PageHeader title={TITLES[mode]} description={`${alertType ?? 'Alert set'} · ${org.displayName}`} />
    </>
  );
  const page = (body: ReactNode) => (
    <Stack gap="md" maw={960}>
      {header}
      {body}
    </Stack>
  );

  if (!id && !mayManage)
    return page(
      <Alert color="yellow" variant="outline" title={CANNOT_ADD_TITLE}>
        Your roles do not allow adding alert sets to {org.displayName}.
      </Alert>,
    );
  if (id && get.isPending) return page(<Busy label="Loading the alert set…" />);
  if (id && get.isError)
    return page(<ErrorState title={GET_FAILED} error={get.error} onRetry={() => void get.refetch()} />);
  // Creating needs to know which kind of set; the type chooser on the Alert Sets tab gives it.
  if (!alertType) return <Navigate to="/organizations/alert-set" replace />;

  return page(
    <AlertSetForm
      key={`${mode}/${get.data?.id ?? 'new'}/${alertType}`}
      mode={mode}
      org={org}
      alertType={alertType}
      record={get.data}
      organizations={organizations.filter((o) => o.orgType !== 'Global')}
      onDone={toList}
    />,
  );
}

function Busy({ label }: { label: string }) {
  return (
    <Group aria-busy="true">
      <Loader size="sm" /> <Text>{label}</Text>
    </Group>
  );
}
