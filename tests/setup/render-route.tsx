// First: the client reads VITE_API_URL once, when config is first imported.
import '@mock/testing/api-base';
import { useMockApi } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { setAccessToken } from '@/api/client';
import { queryClient } from '@/api/query-client';
import { identityMemory } from '@/api/session/identity-memory';
import { followSession, sessionContext } from '@/api/session/router-context';
import { sessionStore } from '@/api/session/store';
import { AppNotifications } from '@/components/app-notifications';
import { RouteError } from '@/features/errors/route-error';
import { storage } from '@/lib/storage';
import { routeTree } from '@/routeTree.gen';
import { cssVariablesResolver, theme } from '@/theme';

type PersonaEmail = (typeof PERSONA)[keyof typeof PERSONA];
type FirstName<E> = E extends `${infer Name}.${string}` ? Name : never;
/** A seeded persona by what it stands for ('tenantAdmin') or by first name ('daniel'). */
export type PersonaName = keyof typeof PERSONA | FirstName<PersonaEmail>;

export function personaEmail(name: PersonaName): PersonaEmail {
  if (name in PERSONA) return PERSONA[name as keyof typeof PERSONA];
  const email = Object.values(PERSONA).find((value) => value.startsWith(`${name}.`));
  if (!email) throw new Error(`No seeded persona is called ${name}`);
  return email;
}

export interface RenderRouteOptions {
  persona: PersonaName;
  /** The organization the persona views, chosen before sign-in as a reload would restore it. */
  org?: string;
}

/** Every router's subscription to the session store: a test may render more than one route. */
const stopInvalidating = new Set<() => void>();

/** The mock's calls still waiting for a reply, by request id: what a stalled sign-in was waiting on. */
const unanswered = new Map<string, string>();

/**
 * Call once at the top of a screen-test file: msw's Node server over the real handlers, a
 * freshly seeded database before each test, and no session, cache or stored organization after.
 */
export function useScreenTests() {
  const server = useMockApi();
  server.events.on('request:start', ({ request, requestId }) => {
    unanswered.set(requestId, `${request.method} ${new URL(request.url).pathname}`);
  });
  server.events.on('response:mocked', ({ requestId }) => unanswered.delete(requestId));
  server.events.on('request:unhandled', ({ requestId }) => unanswered.delete(requestId));
  // Sign-in, a lazy route chunk and a first page: seconds when the two cores are shared.
  vi.setConfig({ testTimeout: 60_000 });
  configure({ asyncUtilTimeout: 20_000 });
  // Keyed and network errors alike show their error state at once instead of after retries.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  afterEach(async () => {
    // Unmounted first: a session reset under a mounted app renders the sign-in screen, whose lazy
    // chunk would then load after the test environment is gone.
    cleanup();
    for (const stop of stopInvalidating) stop();
    stopInvalidating.clear();
    queryClient.clear();
    setAccessToken(null);
    identityMemory.forget();
    sessionStore.reset({ termsAccepted: false });
    unanswered.clear();
    await storage.remove('selectedOrgId');
  });
  return server;
}

/**
 * Renders the app's real route tree at `path`, signed in as a seeded persona through the real
 * start-up sequence (the same path as a reload: the gate resumes the remembered identity).
 * Resolves once the persona is signed in; the screen's data may still be loading, so query it
 * with `findBy…`. Needs useScreenTests() in the file.
 */
export async function renderRoute(path: string, { persona, org }: RenderRouteOptions) {
  const email = personaEmail(persona);
  if (org) await storage.set('selectedOrgId', org);
  identityMemory.remember(email);
  sessionStore.reset({ status: 'loading', termsAccepted: true });

  const router = createRouter({
    routeTree,
    context: { queryClient, ...sessionContext() },
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
  });
  // As in app.tsx: the guards and loaders decide again once someone has signed in.
  stopInvalidating.add(followSession(router));

  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <AppNotifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await waitFor(() =>
    expect(
      sessionStore.get(),
      `${persona} is not signed in; calls without a reply: ${[...unanswered.values()].join(', ') || 'none'}; ` +
        `routes: ${router.state.matches.map((match) => `${match.routeId} ${match.status}`).join(', ')}`,
    ).toMatchObject({ status: 'signedIn', user: { email } }),
  );
  return { ...result, router, queryClient };
}
