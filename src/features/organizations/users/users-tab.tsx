import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi } from '@/api/client';
import { displayedRole } from '@/api/roles';
import { type User, userListEndpoint, type userSortFields } from '@/api/users/contract';
import { userKeys } from '@/api/users/queries';
import { DataTable, type DataTableColumn, type FetchPage } from '@/components/data-table';
import { UserActionDialog, useUserActions } from './user-action-dialog';
import { listName, UserStatusText } from './user-display';
import { NO_FILTERS, UserFilters, type UserFilterValues } from './user-filters';
import { UserRowActions } from './user-row-actions';
import { useUserManagement } from './use-user-management';

type UserSortField = (typeof userSortFields)[number];

/** The User Management tab (spec 1 §2): the selected organization's users, server paged. */
export function UsersTab() {
  const management = useUserManagement();
  const { selected, orgById, may, isGlobalViewer } = management;
  const [filters, setFilters] = useState<UserFilterValues>(NO_FILTERS);
  const actions = useUserActions();

  if (!selected) {
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading users…</Text>
      </Group>
    );
  }

  const orgId = selected.orgId;
  const fetchPage: FetchPage<User> = (params, { signal }) =>
    callApi(
      userListEndpoint,
      {
        ...params,
        orgId,
        sortField: params.sortField as UserSortField | undefined,
        ...(filters.organizations.length && { organizations: filters.organizations }),
        ...(filters.roles.length && { roles: filters.roles }),
        ...(filters.statuses.length && { statuses: filters.statuses }),
      },
      { signal },
    );

  const orgOf = (user: User) => orgById.get(user.orgId);
  const columns: DataTableColumn<User>[] = [
    { id: 'lastName', header: 'Name', cell: (user) => listName(user), sortable: true },
    { id: 'description', header: 'Description', cell: (user) => user.description, sortable: true },
    {
      id: 'role',
      header: 'Role',
      cell: (user) => displayedRole({ orgName: orgOf(user)?.orgName ?? '', role: user.role, roles: user.roles }),
    },
    { id: 'status', header: 'Status', cell: (user) => <UserStatusText status={user.status} />, sortable: true },
    ...(isGlobalViewer
      ? [{ id: 'organization', header: 'Organization', cell: (user: User) => orgOf(user)?.displayName ?? user.orgId }]
      : []),
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'right',
      width: 64,
      cell: (user) => (
        <UserRowActions
          user={user}
          mayEdit={may.edit(orgOf(user), user.email)}
          mayChangeStatus={may.changeStatus(orgOf(user), user.email)}
          mayDelete={may.delete(orgOf(user), user.email)}
          onRequest={actions.ask}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <DataTable<User>
        tableId="users"
        caption={`Users of ${selected.displayName}`}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...userKeys.lists(), 'table', orgId, filters]}
        rowKey={(user) => `${user.orgId}/${user.email}`}
        searchPlaceholder="Search by name or email"
        defaultSort={{ field: 'lastName', order: 'asc' }}
        renderExpanded={(user) => (
          <Group gap="xl">
            <Text size="sm">
              <Text span fw={600}>
                Phone:{' '}
              </Text>
              {user.phone || 'Not provided'}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                Email:{' '}
              </Text>
              {user.email}
            </Text>
          </Group>
        )}
        toolbar={
          <>
            {may.filter && (
              <UserFilters value={filters} onApply={setFilters} organizations={management.organizations} />
            )}
            {may.create(selected) && (
              <Button
                renderRoot={(props) => <Link to="/organizations/user/create" search={{ orgId }} {...props} />}
                leftSection={<IconUserPlus size={16} aria-hidden />}
              >
                Add New User
              </Button>
            )}
          </>
        }
      />
      <UserActionDialog actions={actions} />
    </Stack>
  );
}
