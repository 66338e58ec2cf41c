import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refetchEverything } from '@/api/query-client';
import { type DemoControls, demoControls } from '@/lib/demo-controls';

/*
 * The panel's sections read the demo service through its registered controls (never through
 * mock-service, which a live build must not contain), as queries: refreshed on a short interval
 * while the section is open, by a change in another tab, and after the clock moves.
 */

const DEMO_KEY = 'demo-panel';

/** A reading of the demo service, kept fresh while shown; never persisted (it is the demo's, not the user's). */
export function useDemoQuery<T>(name: string, read: (controls: DemoControls) => Promise<T>, refetchInterval = 3000) {
  const controls = demoControls.get();
  return useQuery({
    queryKey: [DEMO_KEY, name],
    queryFn: () => read(controls!),
    enabled: controls !== null,
    refetchInterval,
    staleTime: 0,
    gcTime: 0,
    meta: { persist: false },
  });
}

/**
 * Refreshing after a control acted. `all`: after the clock moved every screen's data is stale (jobs
 * finished, runs fell due); the worker tells the other tabs, this tab refetches itself, the open
 * screen included. `reading`: the panel's own reading, at once rather than at its next interval.
 */
export function useDemoRefresh() {
  const queryClient = useQueryClient();
  return {
    all: (): Promise<void> => refetchEverything(queryClient),
    reading: (name: string): Promise<void> => queryClient.invalidateQueries({ queryKey: [DEMO_KEY, name] }),
  };
}
