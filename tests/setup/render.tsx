import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/theme';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /**
   * Render inside a memory-history router at this location (path, optional ?search and #hash).
   * Any other path renders a placeholder reading 'Other page', so navigation away can be tested.
   */
  route?: string;
  /** 'browser' uses the window's own history, e.g. to test beforeunload; destroy it afterwards. */
  history?: 'memory' | 'browser';
  queryClient?: QueryClient;
}

/** A query client per test: no retries, so error states appear at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** The app's theme (test env: no transitions, no portals) and a query client. */
export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

function createTestRouter(ui: ReactNode, location: string, kind: 'memory' | 'browser') {
  const rootRoute = createRootRoute({ component: Outlet });
  const path = location.split(/[?#]/)[0] || '/';
  const screen = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const other = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>Other page</p> });
  return createRouter({
    routeTree: rootRoute.addChildren([screen, other]),
    history: kind === 'memory' ? createMemoryHistory({ initialEntries: [location] }) : browserHistoryAt(location),
  });
}

function browserHistoryAt(location: string) {
  window.history.replaceState(null, '', location);
  return createBrowserHistory();
}

/**
 * Renders ui with the app's theme, a fresh QueryClient and, when `route` is given, a router.
 * With a router the first paint is asynchronous: query with `findBy…`. Without one, `rerender`
 * keeps the providers.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route, history = 'memory', queryClient = createTestQueryClient(), ...renderOptions } = options;
  const router = route === undefined ? undefined : createTestRouter(ui, route, history);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  const result = render(router ? <RouterProvider router={router} /> : ui, { ...renderOptions, wrapper });
  return { ...result, queryClient, router };
}

/**
 * Renders ui as a layout above every path of a memory-history router (a splat route), for
 * components made of links, such as the header and the navigation. The router has loaded before
 * the first render, so `getBy…` works at once; `router.state.location` tells where links went.
 */
export async function renderInLayout(
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
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
}
