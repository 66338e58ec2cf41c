import type { Organization } from '@/api/organizations/contract';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { mayPickOrganization } from './org-switch-rules';

/** The organization being viewed when it is not the user's own and the user may switch (spec 1 §1). */
export function useOtherOrgView(): { viewed: Organization; home: Organization | undefined } | null {
  const { principal, user } = useSignedInUser();
  const { selected, home, organizations } = useSelectedOrganization();
  if (!selected || selected.orgId === user.orgId || !mayPickOrganization(principal, organizations)) return null;
  return { viewed: selected, home };
}
