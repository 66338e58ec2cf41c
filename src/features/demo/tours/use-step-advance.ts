import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { findTarget, openable, routeMatches } from './find-target';
import type { TourStep } from './tour-schema';
import { becomePersona } from './tour-actions';

const POLL_MS = 250;

/**
 * A step's life: when it begins it signs in its persona and opens its screen; then it moves on
 * when the trainee does what it asks. Only a change counts: a step entered on the address it
 * waits for, or with the element it waits for already shown, waits for the trainee still.
 */
export function useStepAdvance(step: TourStep, advance: () => void): void {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const entryPath = useRef(openable(step.route) ? step.route : router.state.location.pathname);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (step.persona) await becomePersona(step.persona);
      const here = router.state.location.pathname;
      if (!cancelled && openable(step.route) && !routeMatches(step.route, here))
        await router.navigate({ href: step.route });
    })();
    return () => {
      cancelled = true;
    };
  }, [step, router]);

  const wanted = step.advanceOn;
  const routeDone =
    wanted?.on === 'route' && routeMatches(wanted.path, pathname) && !routeMatches(wanted.path, entryPath.current);
  useEffect(() => {
    if (routeDone) advanceRef.current();
  }, [routeDone]);

  useEffect(() => {
    if (wanted?.on !== 'click' || !step.target) return;
    const target = step.target;
    const onClick = (event: MouseEvent) => {
      const element = findTarget(target);
      if (element && event.target instanceof Node && element.contains(event.target))
        window.setTimeout(() => advanceRef.current(), 0);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [wanted, step.target]);

  useEffect(() => {
    if (wanted?.on !== 'appears') return;
    let seenAbsent = false;
    const timer = window.setInterval(() => {
      const present = findTarget(wanted.target) !== null;
      if (!present) seenAbsent = true;
      else if (seenAbsent) advanceRef.current();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [wanted]);
}
