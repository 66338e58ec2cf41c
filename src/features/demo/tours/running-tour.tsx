import { Suspense, lazy } from 'react';
import { useTourPlace } from './tour-state';

// The tour's screen part loads only while a tour runs.
const TourOverlay = lazy(() => import('./tour-overlay'));

/** Mounts the running tour's overlay, if a tour runs in this tab (started here, or before a reload). */
export function RunningTour() {
  const place = useTourPlace();
  if (!place) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay />
    </Suspense>
  );
}
