import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import type { User } from '@/api/users/contract';
import { statusAction } from '@/api/users/permissions';
import { IconButton } from '@/components/icon-button';
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
 * §6). A Mantine Menu costs a portal, listeners and positioning per row, most of the users tab's
 * first render (README, "Benchmark"); so each row shows a plain button until it is first pressed,
 * and only then mounts its menu.
 */
export function UserRowActions(props: UserRowActionsProps) {
  const [armed, setArmed] = useState(false);
  if (armed) return <UserRowMenu {...props} />;
  return (
    <IconButton
      color="gray"
      aria-label={`Actions for ${personName(props.user)}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setArmed(true)}
    >
      <IconDots size={18} aria-hidden />
    </IconButton>
  );
}

function UserRowMenu({ user, mayEdit, mayChangeStatus, mayDelete, onRequest }: UserRowActionsProps) {
  const navigate = useNavigate();
  const search = { orgId: user.orgId, email: user.email };
  const toggle = mayChangeStatus ? statusAction(user.status) : null;
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  // This button replaced the pressed one: focus moves to it before the menu opens, so the menu
  // returns focus here when it closes.
  useLayoutEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);

  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" aria-label={`Actions for ${personName(user)}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() => navigate({ to: '/organizations/user/view', search })}
        >
          View User Details
        </Menu.Item>
        {mayEdit && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => navigate({ to: '/organizations/user/edit', search })}
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
      </Menu.Dropdown>
    </Menu>
  );
}
