import type { AlertType } from '@/api/alert-sets/contract';

interface OrgLike {
  orgId: string;
}

/**
 * Spec 1 §2 'One tab per organization': one tab for each organization the viewer can see, the one
 * they are viewing first and their own next. An agency user's organization list is their
 * memberships; a global user's is every organization, so they get a tab for each (a scrolling strip).
 */
export function alertSetTabs<O extends OrgLike>(
  organizations: readonly O[],
  viewedOrgId: string | undefined,
  homeOrgId: string | undefined,
): O[] {
  const byId = (id: string | undefined) => organizations.find((org) => org.orgId === id);
  const tabs = [byId(viewedOrgId), byId(homeOrgId), ...organizations].filter((org): org is O => org !== undefined);
  return tabs.filter((org, index) => tabs.findIndex((other) => other.orgId === org.orgId) === index);
}

/** The tab the address names, when it is one of the tabs; the first (the viewed organization) otherwise. */
export const activeTab = <O extends OrgLike>(tabs: readonly O[], requested: string | undefined): O | undefined =>
  tabs.find((org) => org.orgId === requested) ?? tabs[0];

/**
 * The alert set form's address (spec 1 §2, Alert set form: orgId, alertSetId when there is one,
 * and the alertType), as search params of /organizations/alert-set/form.
 */
export const alertSetFormSearch = (orgId: string, alertType: AlertType, alertSetId?: string) =>
  alertSetId ? { orgId, alertSetId, alertType } : { orgId, alertType };
