// @vitest-environment jsdom
import { actAs, useMockApi } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../tests/setup/render';
import { useCreateNetwork, useDeleteNetwork } from './management-networks/mutations';
import { fetchNetworkPage, managementNetworkKeys } from './management-networks/queries';
import { useApproveOrgRequest } from './org-requests/mutations';
import { orgRequestListQuery } from './org-requests/queries';
import { useUpdateDisplayName } from './organizations/mutations';
import { organizationListQuery } from './organizations/queries';
import { useDeleteUser, useSetUserStatus } from './users/mutations';
import { userDetailQuery, userKeys, userListQuery } from './users/queries';

useMockApi();

const ORG = 'org-usda';

/** Hooks under one query client; a mutation's promise must settle only once what it changed shows. */
function renderHooks<T>(hooks: () => T) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hooks, { wrapper }) };
}

describe('mutation hooks reload what they changed before they settle', () => {
  it('users: a status change shows in the list and marks the detail stale; a deleted user leaves the list and the cache', async () => {
    actAs(PERSONA.tenantAdmin);
    const listRequest = { orgId: ORG, pageSize: 100 };
    const first = renderHooks(() => ({ list: useQuery(userListQuery(listRequest)), setStatus: useSetUserStatus() }));
    await waitFor(() => expect(first.result.current.list.isSuccess).toBe(true));
    const target = first.result.current.list.data!.items.find(
      (u) => u.status === 'Active' && u.email !== PERSONA.tenantAdmin,
    )!;
    const ref = { orgId: ORG, email: target.email };
    await first.queryClient.fetchQuery(userDetailQuery(ref));

    await act(() => first.result.current.setStatus.mutateAsync({ ref, status: 'Suspended' }));
    const listed = first.result.current.list.data!.items.find((u) => u.email === target.email);
    expect(listed?.status).toBe('Suspended');
    expect(first.queryClient.getQueryState(userDetailQuery(ref).queryKey)?.isInvalidated).toBe(true);

    const second = renderHooks(() => ({ list: useQuery(userListQuery(listRequest)), remove: useDeleteUser() }));
    await waitFor(() => expect(second.result.current.list.isSuccess).toBe(true));
    await second.queryClient.fetchQuery(userDetailQuery(ref));
    await act(() => second.result.current.remove.mutateAsync(ref));
    expect(second.result.current.list.data!.items.map((u) => u.email)).not.toContain(target.email);
    expect(second.queryClient.getQueryData(userDetailQuery(ref).queryKey)).toBeUndefined();
  });

  it("management networks: an added network is in the organization's table, a deleted one is gone", async () => {
    actAs(PERSONA.tenantAdmin);
    const { result } = renderHooks(() => ({
      page: useQuery({
        queryKey: [...managementNetworkKeys.list(ORG), { pageSize: 100 }],
        queryFn: ({ signal }) => fetchNetworkPage(ORG, { pageSize: 100 }, signal),
      }),
      create: useCreateNetwork(),
      remove: useDeleteNetwork(),
    }));
    await waitFor(() => expect(result.current.page.isSuccess).toBe(true));
    const cidrs = () => result.current.page.data!.items.map((n) => n.cidr);

    await act(() =>
      result.current.create.mutateAsync({ orgId: ORG, network: { cidr: '192.0.2.0/24', description: 'Lab' } }),
    );
    expect(cidrs()).toContain('192.0.2.0/24');
    await act(() => result.current.remove.mutateAsync({ orgId: ORG, cidr: '192.0.2.0/24' }));
    expect(cidrs()).not.toContain('192.0.2.0/24');
  });

  it('access requests: an approved request leaves the pending list and the users lists reload', async () => {
    actAs(PERSONA.customerManager);
    const { result, queryClient } = renderHooks(() => ({
      pending: useQuery(orgRequestListQuery()),
      approve: useApproveOrgRequest(),
    }));
    await waitFor(() => expect(result.current.pending.isSuccess).toBe(true));
    const [request, ...rest] = result.current.pending.data!;
    queryClient.setQueryData(userKeys.list({ orgId: ORG }), { items: [], itemCount: 0 });

    await act(() => result.current.approve.mutateAsync(request.requestId));
    expect(result.current.pending.data!.map((r) => r.requestId)).toEqual(rest.map((r) => r.requestId));
    expect(queryClient.getQueryState(userKeys.list({ orgId: ORG }))?.isInvalidated).toBe(true);
  });

  it('organizations: a new display name is in the organization list', async () => {
    actAs(PERSONA.tenantAdmin);
    const { result } = renderHooks(() => ({ orgs: useQuery(organizationListQuery()), rename: useUpdateDisplayName() }));
    await waitFor(() => expect(result.current.orgs.isSuccess).toBe(true));

    await act(() => result.current.rename.mutateAsync({ orgId: ORG, displayName: 'Agriculture HQ' }));
    expect(result.current.orgs.data!.find((o) => o.orgId === ORG)?.displayName).toBe('Agriculture HQ');
  });
});
