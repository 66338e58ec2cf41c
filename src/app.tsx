import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { queryClient } from './api/query-client';
import { persistOptions } from './api/query-persistence';
import { followSession, sessionContext } from './api/session/router-context';
import { AppNotifications } from './components/app-notifications';
import { RouteError } from './features/errors/route-error';
import { UpdatePrompt } from './components/update-prompt';
import { colorSchemeManager } from './lib/color-scheme';
import { routeTree } from './routeTree.gen';
import { cssVariablesResolver, theme } from './theme';

export const router = createRouter({
  routeTree,
  context: { queryClient, ...sessionContext() },
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

followSession(router);

export function App() {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <AppNotifications />
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
        <UpdatePrompt />
      </MantineProvider>
    </StrictMode>
  );
}
