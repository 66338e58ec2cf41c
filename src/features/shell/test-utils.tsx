import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { type Principal, parseRoles } from '@/api/roles';
import type { CurrentUser } from '@/api/session/contract';
import { sessionStore } from '@/api/session/store';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Mantine and TanStack Query, for components that render no router links. */
export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <Providers client={queryClient}>{children}</Providers>;
  return { queryClient, ...render(ui, { wrapper }) };
}

/**
 * Mantine, TanStack Query and a memory-history router at `path`. Every path matches (a splat
 * route), so links and navigation work; `router.state.location` tells where they went.
 */
export async function renderWithRouter(
  ui: ReactElement,
  { path = '/dashboard', queryClient = createTestQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient, ...result };
}

const defaultUser: CurrentUser = {
  orgId: 'org-acme',
  orgName: 'Acme Water',
  accountId: null,
  role: 'Admin',
  email: 'pat.doe@acme.example',
  givenName: 'Pat',
  familyName: 'Doe',
  roles: 'policyManager,reportingViewer,userManager',
  orgType: 'CI',
  selectedOrgId: 'org-acme',
};

/** Puts a signed-in user into the session store; fields override a tenant admin. */
export function signInAs(user: Partial<CurrentUser> = {}): Principal {
  const full = { ...defaultUser, ...user };
  const principal: Principal = { orgName: full.orgName, role: full.role, roles: parseRoles(full.roles) };
  sessionStore.set({ status: 'signedIn', user: full, principal, selectedOrgId: full.selectedOrgId });
  return principal;
}

export const signInAsGlobalAdmin = () =>
  signInAs({
    orgId: 'org-global',
    orgName: 'Global',
    selectedOrgId: 'org-global',
    roles: 'globalUserManager,customerManager',
  });

export function signOutOfStore(): void {
  sessionStore.set({ status: 'signIn', user: null, principal: null, selectedOrgId: null });
}
