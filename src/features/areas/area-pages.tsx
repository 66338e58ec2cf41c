import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { GLOBAL_ORG_NAME, canAccess, isGlobalUser } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { AreaLayout } from './area-layout';
import { defaultLogsTab, logsTabs, organizationTabs, threatTabs } from './area-tabs';

function useViewer() {
  const { principal } = useSignedInUser();
  const { selected, isLoading } = useSelectedOrganization();
  return { principal, selected, ready: !isLoading };
}

export function LogsPage() {
  const viewer = useViewer();
  const tabs = logsTabs(viewer);
  return (
    <AreaLayout title="Logs" tabs={tabs} ready={viewer.ready} defaultTab={defaultLogsTab(tabs, viewer.principal)} />
  );
}

export function ThreatsPage() {
  const viewer = useViewer();
  return <AreaLayout title="Threat Analysis" tabs={threatTabs(viewer)} ready={viewer.ready} />;
}

/** 'Organizations' for global operators, 'My Organization' for everyone else (spec 1 §2). */
export function OrganizationsPage() {
  const viewer = useViewer();
  const title = isGlobalUser(viewer.principal) ? 'Organizations' : 'My Organization';
  // Spec 1 §6: the user's and the selected organization are both Global, and the user may onboard.
  const mayOnboard =
    isGlobalUser(viewer.principal) &&
    viewer.selected?.orgName === GLOBAL_ORG_NAME &&
    canAccess.onboarding(viewer.principal);
  const actions = mayOnboard && (
    <Button component={Link} to="/organizations/onboard" leftSection={<IconPlus size={16} aria-hidden />}>
      Add New Organization
    </Button>
  );
  return <AreaLayout title={title} tabs={organizationTabs(viewer)} ready={viewer.ready} actions={actions} />;
}
