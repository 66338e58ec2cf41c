import type { AlertType } from '@/api/alert-sets/contract';

interface OrgLike {
  orgId: string;
}

/**
 * Spec 1 §2 'One tab per organization', read as a person would: one tab for each organization the
 * viewer belongs to, the one they are viewing first. An agency user's organization list is their
 * memberships (a multi-agency user gets a tab each); a global user's is every organization, so
 * they get the viewed one and their own (Global), and reach others with the organization dropdown.
 */
export function alertSetTabs<O extends OrgLike>(
  organizations: readonly O[],
  viewedOrgId: string | undefined,
  homeOrgId: string | undefined,
  globalUser: boolean,
): O[] {
  const byId = (id: string | undefined) => organizations.find((org) => org.orgId === id);
  const members = globalUser ? [byId(homeOrgId)] : organizations;
  const tabs = [byId(viewedOrgId), ...members].filter((org): org is O => org !== undefined);
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
