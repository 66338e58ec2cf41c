import type { Organization } from '@/api/organizations/contract';
import { isGlobalUser } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { type UserManagerViewer, type UserTarget, userPermissions } from '@/api/users/permissions';

/**
 * The viewer as the user-management rules see them. Tenant roles are per organization; the
 * console knows the signed-in record's roles, which the mock checks again against the viewer's
 * record in the organization acted on.
 */
export function useUserManagement() {
  const { user, principal } = useSignedInUser();
  const { selected, organizations, isLoading } = useSelectedOrganization();
  const viewer: UserManagerViewer = { principal, email: user.email, rolesInOrg: principal.roles };
  const orgById = new Map(organizations.map((org) => [org.orgId, org]));
  const target = (org: Organization | undefined, email?: string): UserTarget => ({
    orgName: org?.orgName ?? '',
    email,
  });
  return {
    viewer,
    selected,
    organizations,
    orgById,
    isLoading,
    /** Global users see an Organization column and may list several organizations. */
    isGlobalViewer: isGlobalUser(principal),
    may: {
      filter: userPermissions.filter(principal),
      create: (org: Organization | undefined) => !!org && userPermissions.create(viewer, target(org)),
      edit: (org: Organization | undefined, email: string) => !!org && userPermissions.edit(viewer, target(org, email)),
      editRoles: (org: Organization | undefined, email: string) =>
        !!org && userPermissions.editRoles(viewer, target(org, email)),
      changeStatus: (org: Organization | undefined, email: string) =>
        !!org && userPermissions.changeStatus(viewer, target(org, email)),
      delete: (org: Organization | undefined, email: string) =>
        !!org && userPermissions.delete(viewer, target(org, email)),
    },
  };
}
