import { Menu } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconPlayerStop, IconTrash, IconX, type TablerIcon } from '@tabler/icons-react';
import type { Policy } from '@/api/policies/contract';
import { RowActionsMenu } from '@/components/row-actions-menu';
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

/** A row's Actions menu: the actions this person may take on this policy now. */
export function PolicyRowActions({ policy, actions, onRequest }: PolicyRowActionsProps) {
  if (actions.length === 0) return null;
  return (
    <RowActionsMenu
      label={`Actions for ${policy.name}`}
      items={() =>
        actions.map((action) => {
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
        })
      }
    />
  );
}
