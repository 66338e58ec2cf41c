import { useEffect, useState } from 'react';
import { findTarget } from './find-target';
import type { TourTarget } from './tour-schema';

export interface TargetBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

const POLL_MS = 200;
const same = (a: TargetBox | null, b: TargetBox | null) =>
  a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

/**
 * Where the step's target is on screen, followed as the screen loads, scrolls and changes (a
 * short poll: screens render their controls when their data arrives). Brought into view once.
 */
export function useTargetBox(target: TourTarget | undefined): TargetBox | null {
  const [box, setBox] = useState<TargetBox | null>(null);
  useEffect(() => {
    if (!target) return setBox(null);
    let scrolled = false;
    const measure = () => {
      const element = findTarget(target);
      if (element && !scrolled) {
        scrolled = true;
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
      }
      const rect = element?.getBoundingClientRect();
      const next = rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null;
      setBox((previous) => (same(previous, next) ? previous : next));
    };
    measure();
    const timer = window.setInterval(measure, POLL_MS);
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [target]);
  return box;
}
