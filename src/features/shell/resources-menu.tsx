import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { canAccess } from '@/api/roles';
import { useSession } from '@/api/session/store';
import { config } from '@/config/env';
import { shellPaths } from './paths';

export interface ResourcesMenuProps {
  onUserGuide: () => void;
  onAbout: () => void;
  onGetHelp: () => void;
}

/** Where the dispute form returns to: the current page, or, from the form itself, where it came from. */
function returnPathFrom(location: { pathname: string; href: string; search: unknown }): string | undefined {
  if (location.pathname !== shellPaths.globalPolicyDispute) return location.href;
  const { from } = (location.search ?? {}) as { from?: unknown };
  return typeof from === 'string' ? from : undefined;
}

/** The header's Resources menu (spec 1 §1). */
export function ResourcesMenu({ onUserGuide, onAbout, onGetHelp }: ResourcesMenuProps) {
  const principal = useSession((s) => s.principal);
  const navigate = useNavigate();
  // Read when the item is chosen: subscribing to the location would re-render the header on every route change.
  const router = useRouter();
  // Hidden for global users and when nobody is signed in (spec 1 §6, spec 2 §2).
  const showDispute = principal !== null && canAccess.globalPolicyDispute(principal);
  // A dialog returns focus to what had it when it opened. Hand focus back to the trigger first,
  // or it goes to the menu item, which is gone by the time the dialog closes.
  const target = useRef<HTMLButtonElement>(null);
  const thenFocusTrigger = (open: () => void) => () => {
    target.current?.focus();
    open();
  };

  return (
    <Menu position="bottom-end" width={280} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button ref={target} variant="subtle" color="gray.0" rightSection={<IconChevronDown size={16} aria-hidden />}>
          Resources
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={config.infoSharingUrl}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          Homeland Security Information Network
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Menu.Item>
        {showDispute && (
          <Menu.Item
            onClick={() =>
              void navigate({
                to: shellPaths.globalPolicyDispute as string,
                // The form returns to where it was opened from (spec 2 §2); a search param survives a reload.
                search: { from: returnPathFrom(router.state.location) },
              })
            }
          >
            Global Policy Dispute
          </Menu.Item>
        )}
        <Menu.Item onClick={thenFocusTrigger(onUserGuide)}>User Guide</Menu.Item>
        <Menu.Item onClick={thenFocusTrigger(onAbout)}>About</Menu.Item>
        <Menu.Item onClick={thenFocusTrigger(onGetHelp)}>Get Help</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
