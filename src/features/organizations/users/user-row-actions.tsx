import { Menu } from '@mantine/core';
import { IconEye, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@/api/users/contract';
import { statusAction } from '@/api/users/permissions';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { personName } from './user-display';

export type UserActionRequest = { user: User; action: 'enable' | 'disable' | 'delete' };

export interface UserRowActionsProps {
  user: User;
  mayEdit: boolean;
  mayChangeStatus: boolean;
  mayDelete: boolean;
  onRequest: (request: UserActionRequest) => void;
}

/**
 * View, edit, enable or disable, and delete, each offered only where the rules allow it (spec 1 §4,
 * §6), in the shared lazily mounted row menu.
 */
export function UserRowActions(props: UserRowActionsProps) {
  return <RowActionsMenu label={`Actions for ${personName(props.user)}`} items={() => <UserMenuItems {...props} />} />;
}

function UserMenuItems({ user, mayEdit, mayChangeStatus, mayDelete, onRequest }: UserRowActionsProps) {
  const navigate = useNavigate();
  const search = { orgId: user.orgId, email: user.email };
  const toggle = mayChangeStatus ? statusAction(user.status) : null;
  return (
    <>
      <Menu.Item
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => void navigate({ to: '/organizations/user/view', search })}
      >
        View User Details
      </Menu.Item>
      {mayEdit && (
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => void navigate({ to: '/organizations/user/edit', search })}
        >
          Edit User
        </Menu.Item>
      )}
      {toggle === 'enable' && (
        <Menu.Item
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => onRequest({ user, action: 'enable' })}
        >
          Enable User
        </Menu.Item>
      )}
      {toggle === 'disable' && (
        <Menu.Item
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          onClick={() => onRequest({ user, action: 'disable' })}
        >
          Disable User
        </Menu.Item>
      )}
      {mayDelete && (
        <Menu.Item
          color="red"
          c="var(--mantine-color-error)"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onRequest({ user, action: 'delete' })}
        >
          Delete User
        </Menu.Item>
      )}
    </>
  );
}
