import { Button, Group } from '@mantine/core';
import { useDisclosure, useUncontrolled } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense, lazy } from 'react';
import { ColorSchemeControl } from '@/components/color-scheme-control';
import { useUserGuideEvents } from '@/components/user-guide-events';
import { config, isDemo, productName } from '@/config/env';
import { AboutModal } from './about-modal';
import classes from './app-header.module.css';
import { DemoBadge } from './demo-badge';
import { GetHelpModal } from './get-help-modal';
import { shellPaths } from './paths';
import { ResourcesMenu } from './resources-menu';

// The guide's markdown renderer is loaded the first time someone opens it.
const UserGuideModal = lazy(() => import('./user-guide/user-guide-modal').then((m) => ({ default: m.UserGuideModal })));

export interface AppHeaderProps {
  onSignOut: () => void;
  /** User Guide visibility, when the caller keeps it (e.g. across reloads); otherwise internal. */
  userGuideOpened?: boolean;
  onUserGuideOpenedChange?: (opened: boolean) => void;
  /** Extra controls before Resources (the demo's reset). */
  extraControls?: ReactNode;
}

/** The product header: home link, demo marker, Resources menu and Sign Out (spec 1 §1). */
export function AppHeader({ onSignOut, userGuideOpened, onUserGuideOpenedChange, extraControls }: AppHeaderProps) {
  const [guideOpened, setGuideOpened] = useUncontrolled({
    value: userGuideOpened,
    defaultValue: false,
    onChange: onUserGuideOpenedChange,
  });
  useUserGuideEvents({ open: () => setGuideOpened(true) });
  const [aboutOpened, about] = useDisclosure(false);
  const [helpOpened, help] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Group gap="md" wrap="nowrap">
        <Link to={shellPaths.dashboard as string} className={classes.home}>
          <span className={classes.productName}>{productName}</span>
          {config.orgType === 'CI' && <span className={classes.subtitle}>Critical Infrastructure</span>}
        </Link>
        {isDemo && <DemoBadge />}
      </Group>
      <Group gap="xs">
        <ColorSchemeControl tone="onDark" />
        {extraControls}
        <ResourcesMenu onUserGuide={() => setGuideOpened(true)} onAbout={about.open} onGetHelp={help.open} />
        <Button variant="outline" color="gray.0" onClick={onSignOut}>
          Sign Out
        </Button>
      </Group>
      {guideOpened && (
        <Suspense fallback={null}>
          <UserGuideModal opened onClose={() => setGuideOpened(false)} />
        </Suspense>
      )}
      <AboutModal opened={aboutOpened} onClose={about.close} />
      <GetHelpModal opened={helpOpened} onClose={help.close} />
    </header>
  );
}
