import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { assignableRoles } from '@/api/users/permissions';
import { useCreateUser, useUpdateUser } from '@/api/users/mutations';
import { userDetailQuery } from '@/api/users/queries';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/lib/notify';
import { useUserManagement } from './use-user-management';
import { UserForm, type UserFormMode } from './user-form';
import type { UserFormSearch } from './user-form-search';

const TITLES: Record<UserFormMode, string> = { create: 'Add New User', edit: 'Edit User', view: 'User Details' };
export const VIEW_ONLY_TITLE = 'You can view this user but not edit them';
export const VIEW_ONLY_MESSAGE =
  'Your roles do not allow changes to this user, so the edit link opened User Details instead.';

/** The create, edit and view routes of the user form: resolves the organization and the user, then the form. */
export function UserFormPage({ mode, search }: { mode: UserFormMode; search: UserFormSearch }) {
  const { selected, orgById, may, isGlobalViewer, isLoading } = useUserManagement();
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser();
  const org = search.orgId ? orgById.get(search.orgId) : selected;
  const email = search.email?.toLowerCase();
  const ref = { orgId: org?.orgId ?? '', email: email ?? '' };
  const userQuery = useQuery({ ...userDetailQuery(ref), enabled: mode !== 'create' && !!org && !!email });

  const back = isGlobalViewer ? 'Back to Organizations' : 'Back to My Organization';
  const toList = () => navigate({ to: '/organizations/users' });
  const header = (
    <>
      <Anchor component={Link} to="/organizations/users" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> {back}
        </Group>
      </Anchor>
      <PageHeader
        title={TITLES[mode]}
        description={org ? `${org.displayName} (${org.orgName})` : undefined}
        actions={
          mode === 'view' &&
          email &&
          may.edit(org, email) && (
            <Button
              renderRoot={(props) => (
                <Link to="/organizations/user/edit" search={{ orgId: ref.orgId, email }} {...props} />
              )}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit User
            </Button>
          )
        }
      />
    </>
  );

  if (isLoading) return <Busy label="Loading organizations…" />;
  // An organization the viewer cannot see (or a mistyped link) goes back to the list.
  if (!org) return <Navigate to="/organizations/users" replace />;
  if (mode !== 'create' && !email) return <Navigate to="/organizations/users" replace />;

  if (mode === 'create' && !may.create(org)) {
    return (
      <Stack gap="md">
        {header}
        <Alert color="yellow" title="You cannot add users here">
          Your roles do not allow adding users to {org.displayName}.
        </Alert>
      </Stack>
    );
  }

  if (mode !== 'create') {
    if (userQuery.isPending)
      return (
        <Stack gap="md">
          {header}
          <Busy label="Loading the user…" />
        </Stack>
      );
    if (userQuery.isError) {
      return (
        <Stack gap="md">
          {header}
          <ErrorState
            title="The user could not be loaded."
            error={userQuery.error}
            onRetry={() => void userQuery.refetch()}
          />
        </Stack>
      );
    }
  }

  const user = userQuery.data;
  // Edit without the right to edit becomes the view of the same user, which says why.
  if (mode === 'edit' && user && !may.edit(org, user.email))
    return <Navigate to="/organizations/user/view" search={{ orgId: org.orgId, email, viewOnly: true }} replace />;
  const effectiveMode: UserFormMode = mode;

  return (
    <Stack gap="md">
      {header}
      {mode === 'view' && search.viewOnly && (
        <Alert color="blue" variant="outline" title={VIEW_ONLY_TITLE} role="status">
          {VIEW_ONLY_MESSAGE}
        </Alert>
      )}
      <Card withBorder padding="lg" maw={960}>
        <UserForm
          key={`${effectiveMode}/${user?.email ?? 'new'}`}
          mode={effectiveMode}
          orgId={org.orgId}
          user={user}
          assignableRoles={assignableRoles(org.orgName)}
          canEditRoles={!!user && may.editRoles(org, user.email)}
          submit={(input, confirmExisting) =>
            mode === 'create' ? create.mutateAsync({ input, confirmExisting }) : update.mutateAsync(input)
          }
          onSaved={() => {
            notify.success({ message: mode === 'create' ? 'User Successfully Created' : 'User Successfully Updated' });
            void toList();
          }}
          onCancel={() => void toList()}
        />
      </Card>
    </Stack>
  );
}

function Busy({ label }: { label: string }) {
  return (
    <Group aria-busy="true">
      <Loader size="sm" /> <Text>{label}</Text>
    </Group>
  );
}
