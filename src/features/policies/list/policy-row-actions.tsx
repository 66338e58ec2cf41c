import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCheck,
  IconDots,
  IconPlayerPlay,
  IconPlayerStop,
  IconTrash,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Policy } from '@/api/policies/contract';
import { IconButton } from '@/components/icon-button';
import { ACTION_TEXT, type PolicyActionKind, type PolicyActionRequest } from './policy-actions';

const ICONS: Record<PolicyActionKind, TablerIcon> = {
  enable: IconPlayerPlay,
  disable: IconPlayerStop,
  approveEnable: IconCheck,
  denyEnable: IconX,
  approveDisable: IconCheck,
  denyDisable: IconX,
  delete: IconTrash,
};

export interface PolicyRowActionsProps {
  policy: Policy;
  /** What this person may do to this policy now (policyActionsFor); nothing renders when empty. */
  actions: readonly PolicyActionKind[];
  onRequest: (request: PolicyActionRequest) => void;
}

/**
 * A row's Actions menu. As in the users table, each row shows a plain button until it is first
 * pressed, and only then mounts its Mantine Menu (README, "Benchmark").
 */
export function PolicyRowActions(props: PolicyRowActionsProps) {
  const [armed, setArmed] = useState(false);
  if (props.actions.length === 0) return null;
  if (armed) return <PolicyRowMenu {...props} />;
  return (
    <IconButton
      color="gray"
      aria-label={`Actions for ${props.policy.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setArmed(true)}
    >
      <IconDots size={18} aria-hidden />
    </IconButton>
  );
}

function PolicyRowMenu({ policy, actions, onRequest }: PolicyRowActionsProps) {
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
        <ActionIcon ref={target} variant="subtle" color="gray" aria-label={`Actions for ${policy.name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = ICONS[action];
          const danger = action === 'delete';
          return (
            <Menu.Item
              key={action}
              color={danger ? 'red' : undefined}
              c={danger ? 'var(--mantine-color-error)' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onRequest({ policy, action })}
            >
              {ACTION_TEXT[action].label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
