import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { IconButton } from './icon-button';

export interface RowActionsMenuProps {
  /** The button's name, e.g. 'Actions for Block Gambling'. */
  label: string;
  /** The menu's items (Menu.Item elements, or a component rendering them); called once the menu is first opened. */
  items: () => ReactNode;
}

/**
 * A table row's Actions menu. A Mantine Menu costs a portal, listeners and positioning per row,
 * most of a list's first render (docs/performance.md); so each row shows a plain button until it
 * is first pressed, and only then mounts its menu, opened, with focus on its button.
 */
export function RowActionsMenu({ label, items }: RowActionsMenuProps) {
  const [armed, setArmed] = useState(false);
  if (armed) return <ArmedMenu label={label} items={items} />;
  return (
    <IconButton
      color="gray"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setArmed(true)}
    >
      <IconDots size={18} aria-hidden />
    </IconButton>
  );
}

function ArmedMenu({ label, items }: RowActionsMenuProps) {
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
        <ActionIcon ref={target} variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{items()}</Menu.Dropdown>
    </Menu>
  );
}
