import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { demoControls } from '@/lib/demo-controls';

/**
 * Tells the tester's journal where the router went (recorded only while recording). Mounted with
 * the demo tools, so it listens whether the panel is open or not.
 */
export function JournalRouteRecorder() {
  const router = useRouter();
  useEffect(
    () => router.subscribe('onResolved', ({ toLocation }) => demoControls.get()?.journal?.route(toLocation.href)),
    [router],
  );
  return null;
}
