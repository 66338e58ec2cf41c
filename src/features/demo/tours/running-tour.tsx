import TourOverlay from './tour-overlay';
import { useTourPlace } from './tour-state';

/** Mounts the running tour's overlay, if a tour runs in this tab (started here, or before a reload). */
export function RunningTour() {
  const place = useTourPlace();
  return place ? <TourOverlay /> : null;
}
