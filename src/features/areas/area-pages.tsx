import { isGlobalUser } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { AreaLayout } from './area-layout';
import { logsTabs, organizationTabs, threatTabs } from './area-tabs';

function useViewer() {
  const { principal } = useSignedInUser();
  const { selected } = useSelectedOrganization();
  return { principal, selected };
}

export function LogsPage() {
  return <AreaLayout title="Logs" tabs={logsTabs(useViewer())} />;
}

export function ThreatsPage() {
  return <AreaLayout title="Threat Analysis" tabs={threatTabs(useViewer())} />;
}

/** 'Organizations' for global operators, 'My Organization' for everyone else (spec 1 §2). */
export function OrganizationsPage() {
  const viewer = useViewer();
  const title = isGlobalUser(viewer.principal) ? 'Organizations' : 'My Organization';
  return <AreaLayout title={title} tabs={organizationTabs(viewer)} />;
}
