import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { mayChange, mayDecide } from '@/api/policies/lifecycle';
import { policyPermissions } from '@/api/policies/permissions';
import { policyQuery } from '@/api/policies/queries';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PolicyForm, type PolicyFormMode } from './policy-form';

const TITLES: Record<PolicyFormMode, string> = { create: 'Create Policy', edit: 'Edit Policy', view: 'View Policy' };
export const POLICY_NOT_FOUND = 'This policy could not be found.';

/** The create, edit and view routes of the policy form: resolves the organization and the policy, then the form. */
export function PolicyEditorPage({ mode, id }: { mode: PolicyFormMode; id?: string }) {
  const { user, principal } = useSignedInUser();
  const { selected: org, error: orgError } = useSelectedOrganization();
  const policy = useQuery({
    ...policyQuery({ orgId: org?.orgId ?? '', id: id ?? '' }),
    enabled: mode !== 'create' && !!org && !!id,
  });

  const back = (
    <Anchor component={Link} to="/policy-editor" size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> Back to Policy Editor
      </Group>
    </Anchor>
  );
  const data = policy.data;
  const canChange = !!org && (data ? mayChange(data, principal, org) : policyPermissions.manage(principal));
  const header = (
    <>
      {back}
      <PageHeader
        title={TITLES[mode]}
        description={data && mode !== 'create' ? data.name : undefined}
        actions={
          mode === 'view' &&
          data &&
          canChange && (
            <Button
              renderRoot={(props) => <Link to="/policy-editor/edit/$id" params={{ id: data.id }} {...props} />}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit Policy
            </Button>
          )
        }
      />
    </>
  );

  if (orgError) return <ErrorState title="The organization could not be loaded." error={orgError} />;
  if (!org || (mode !== 'create' && policy.isPending)) return <Busy header={header} label="Loading the policy…" />;
  if (mode !== 'create' && policy.isError) {
    const notFound = policy.error instanceof ApiError && policy.error.hasKey(ErrorKey.notFound);
    return (
      <Stack gap="md">
        {header}
        {notFound ? (
          <Alert color="yellow" variant="outline" title={POLICY_NOT_FOUND} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">It may have been deleted, or it belongs to another organization.</Text>
              <Button component={Link} to="/policy-editor" variant="outline" size="xs">
                Back to Policy Editor
              </Button>
            </Stack>
          </Alert>
        ) : (
          <ErrorState
            title="The policy could not be loaded."
            error={policy.error}
            onRetry={() => void policy.refetch()}
          />
        )}
      </Stack>
    );
  }

  if (mode === 'create' && !policyPermissions.manage(principal))
    return (
      <Stack gap="md">
        {header}
        <Alert color="yellow" title="You cannot create policies">
          Your roles do not allow creating policies.
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="md">
      {header}
      {mode === 'edit' && data && !canChange && (
        <Alert color="blue" variant="outline" title="You can view this policy but not change it" role="status">
          {data.readOnly
            ? 'It is a built-in policy.'
            : data.global
              ? 'A global policy is changed by a policy manager of the Global organization, with it selected.'
              : 'Your roles do not allow changes to policies.'}
        </Alert>
      )}
      <PolicyForm
        key={`${mode}/${data?.id ?? 'new'}`}
        mode={mode}
        org={org}
        policy={data}
        canChange={canChange}
        canDecide={!!data && mayDecide(data, principal, user.email, org)}
        callerEmail={user.email}
      />
    </Stack>
  );
}

function Busy({ header, label }: { header: ReactNode; label: string }) {
  return (
    <Stack gap="md">
      {header}
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>{label}</Text>
      </Group>
    </Stack>
  );
}
