import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '@/features/errors/not-found';
import { AppFrame } from './-app-frame';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppFrame,
  notFoundComponent: NotFound,
});
