import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { SessionContext } from '@/api/session/router-context';
import { NotFound } from '@/features/errors/not-found';
import { AppFrame } from './-app-frame';

/** Given when the router is made and kept in step with the session (followSession). */
export interface RouterContext extends SessionContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppFrame,
  notFoundComponent: NotFound,
});
