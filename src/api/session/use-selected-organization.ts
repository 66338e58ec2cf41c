import { useQuery } from '@tanstack/react-query';
import type { Organization } from '../organizations/contract';
import { organizationListQuery } from '../organizations/queries';
import { useSession } from './store';

/** The organization being viewed and the user's home organization, from the organization list. */
export function useSelectedOrganization(): {
  selected: Organization | undefined;
  home: Organization | undefined;
  organizations: Organization[];
  isLoading: boolean;
  error: Error | null;
} {
  const { user, selectedOrgId } = useSession();
  const query = useQuery({ ...organizationListQuery(), enabled: Boolean(user) });
  const organizations = query.data ?? [];
  return {
    selected: organizations.find((o) => o.orgId === (selectedOrgId ?? user?.orgId)),
    home: organizations.find((o) => o.orgId === user?.orgId),
    organizations,
    isLoading: query.isLoading,
    error: query.error,
  };
}
