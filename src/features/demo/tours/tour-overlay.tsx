import { VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useSession } from '@/api/session/store';
import { useDemoPanel } from '@/lib/demo-panel';
import { tourById } from './tour-registry';
import { tourState, useTourPlace } from './tour-state';
import { TourStepPopover } from './tour-step-popover';

/**
 * The running tour, mounted by the demo tools (loaded only while a tour runs). It waits while
 * nobody is signed in (a reload, a persona switch) or the panel is open, then resumes on its step.
 */
export default function TourOverlay() {
  const place = useTourPlace();
  const signedIn = useSession((s) => !!s.user);
  // The step steps aside while the demo control panel is open over it.
  const panelOpen = useDemoPanel() !== null;
  const tour = place ? tourById(place.id) : undefined;
  const step = tour && place ? tour.steps[place.step] : undefined;
  useEffect(() => {
    if (place && !step) tourState.end();
  }, [place, step]);
  if (!tour || !place || !step || !signedIn || panelOpen) return null;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {`${tour.title}: step ${place.step + 1} of ${tour.steps.length}, ${step.title}`}
      </VisuallyHidden>
      <TourStepPopover key={`${tour.id}:${place.step}`} tour={tour} index={place.step} />
    </>
  );
}
