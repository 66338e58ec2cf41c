import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mayCall } from '@/api/access';
import { callApi } from '@/api/client';
import type { Organization } from '@/api/organizations/contract';
import { fetchPolicyPage } from '@/api/policies/queries';
import { fetchSourceSetPage } from '@/api/sources/queries';
import { userListEndpoint } from '@/api/users/contract';
import type { PaletteLink, PaletteViewer } from './palette-types';

/** Results per kind: the palette is for getting somewhere quickly, the screens are for browsing. */
export const RESULTS_PER_KIND = 5;
const DEBOUNCE_MS = 250;

export interface RecordResult extends PaletteLink {
  group: 'Organizations' | 'Users' | 'Policies' | 'Source Sets';
  /** Set for an organization: choosing it switches the organization being viewed. */
  orgId?: string;
}

const has = (screens: PaletteLink[], to: string) => screens.some((screen) => screen.to === to);
const matches = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());

async function searchRecords(
  needle: string,
  viewer: PaletteViewer,
  screens: PaletteLink[],
  organizations: Organization[],
  signal: AbortSignal,
): Promise<RecordResult[]> {
  const { principal, selected } = viewer;
  const page = { searchString: needle, pageSize: RESULTS_PER_KIND };
  // The organization list is one call with no search: the caller's own list, filtered here.
  const orgs: RecordResult[] =
    organizations.length > 1
      ? organizations
          .filter((org) => [org.displayName, org.orgName, org.acronym].some((text) => matches(text, needle)))
          .slice(0, RESULTS_PER_KIND)
          .map((org) => ({
            id: `org:${org.orgId}`,
            group: 'Organizations',
            label: org.displayName,
            description: 'View this organization',
            to: '',
            orgId: org.orgId,
          }))
      : [];
  if (!selected) return orgs;
  const orgId = selected.orgId;
  const [users, policies, sets] = await Promise.allSettled([
    has(screens, '/organizations/users') && mayCall('user.list', principal, selected)
      ? callApi(userListEndpoint, { ...page, orgId }, { signal })
      : undefined,
    has(screens, '/policy-editor') ? fetchPolicyPage({ orgId, statusFilterType: 'ACTIVE' }, page, signal) : undefined,
    has(screens, '/organizations/sources') ? fetchSourceSetPage(orgId, page, signal) : undefined,
  ]);
  const itemsOf = <T>(result: PromiseSettledResult<{ items: T[] } | undefined>): T[] =>
    result.status === 'fulfilled' ? (result.value?.items ?? []) : [];
  return [
    ...orgs,
    ...itemsOf(users).map<RecordResult>((user) => ({
      id: `user:${user.orgId}:${user.email}`,
      group: 'Users',
      label: `${user.firstName} ${user.lastName}`,
      description: user.email,
      to: '/organizations/user/view',
      search: { orgId: user.orgId, email: user.email },
    })),
    ...itemsOf(policies)
      .filter((policy) => !policy.redacted)
      .map<RecordResult>((policy) => ({
        id: `policy:${policy.id}`,
        group: 'Policies',
        label: policy.name,
        description: `Policy in ${selected.displayName}`,
        to: `/policy-editor/view/${encodeURIComponent(policy.id)}`,
      })),
    ...itemsOf(sets).map<RecordResult>((set) => ({
      id: `set:${set.id}`,
      group: 'Source Sets',
      label: set.name,
      description: `Source Set of ${set.orgDisplayName}`,
      to: '/organizations/sources',
      search: { search: set.name },
    })),
  ];
}

/**
 * Organizations, users, policies and source sets whose names match, through the contract's list
 * calls with their search, for the organization being viewed; only the kinds whose screens the
 * viewer may open (the service refuses the rest anyway). Debounced; nothing below two characters.
 */
export function useRecordSearch(
  query: string,
  viewer: PaletteViewer | null,
  screens: PaletteLink[],
  organizations: Organization[],
) {
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const enabled = viewer !== null && debounced.length >= 2;
  const result = useQuery({
    queryKey: ['demo-palette', 'search', viewer?.email, viewer?.selected?.orgId, debounced],
    queryFn: ({ signal }) => searchRecords(debounced, viewer!, screens, organizations, signal),
    enabled,
    staleTime: 30_000,
    // The last results stay while a longer search loads: an emptied list would drop the option the
    // arrows chose (the spotlight marks it on its element), and Enter would then open nothing.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
  return {
    results: enabled ? (result.data ?? []) : [],
    searching: enabled && (result.isFetching || debounced !== query.trim()),
  };
}
