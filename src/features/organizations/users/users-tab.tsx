import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { displayedRole } from '@/api/roles';
import type { User } from '@/api/users/contract';
import { DataTable, type DataTableColumn, useTableUrlState } from '@/components/data-table';
import { UserActionDialog, useUserActions } from './user-action-dialog';
import { listName, UserStatusText } from './user-display';
import { UserFilters } from './user-filters';
import { UserRowActions } from './user-row-actions';
import { useUserManagement } from './use-user-management';
import { type UsersSearch, filtersOf, filtersToSearch, usersTableSource } from './users-table-source';

/**
 * The User Management tab (spec 1 §2): the selected organization's users, server paged. Search,
 * sort, page and filters live in the address (`search`, from the route).
 */
export function UsersTab({ search }: { search: UsersSearch }) {
  const management = useUserManagement();
  const { selected, orgById, may, isGlobalViewer } = management;
  const url = useTableUrlState(search);
  const filters = filtersOf(search);
  const actions = useUserActions();

  if (!selected) {
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading users…</Text>
      </Group>
    );
  }

  const orgId = selected.orgId;
  const source = usersTableSource(orgId, filters);

  const orgOf = (user: User) => orgById.get(user.orgId);
  const columns: DataTableColumn<User>[] = [
    { id: 'lastName', header: 'Name', cell: (user) => listName(user), sortable: true },
    { id: 'description', header: 'Description', cell: (user) => user.description, sortable: true },
    {
      id: 'role',
      header: 'Role',
      cell: (user) => displayedRole({ orgName: orgOf(user)?.orgName ?? '', role: user.role, roles: user.roles }),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => <UserStatusText status={user.status} />,
      csv: (user) => user.status,
      sortable: true,
    },
    ...(isGlobalViewer
      ? [{ id: 'organization', header: 'Organization', cell: (user: User) => orgOf(user)?.displayName ?? user.orgId }]
      : []),
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'right',
      width: 64,
      csv: false,
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
        {...source}
        state={url.state}
        onStateChange={url.onStateChange}
        caption={`Users of ${selected.displayName}`}
        exportName={`users of ${selected.displayName}`}
        columns={columns}
        rowKey={(user) => `${user.orgId}/${user.email}`}
        searchPlaceholder="Search by name or email"
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
              <UserFilters
                value={filters}
                onApply={(next) => url.setFilters(filtersToSearch(next))}
                organizations={management.organizations}
              />
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
