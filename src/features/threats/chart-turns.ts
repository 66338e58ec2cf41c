import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Recharts draws a chart in several synchronous passes, so a screen's charts drawn together hold
 * the main thread for one long task (docs/architecture.md, "Charts"). Each chart waits for its turn
 * instead: the first at once, each next one in a later task once the one before has committed,
 * and only as it nears the viewport. Threat screens only: the queue is this feature's own.
 */
const queue: (() => void)[] = [];
let drawing = false;

function next() {
  const grant = queue.shift();
  drawing = grant !== undefined;
  grant?.();
}

const passOn = () => setTimeout(next, 0);

/** How far below the fold a chart starts drawing, so it is ready when scrolled to. */
const NEAR = '400px';

type Phase = 'idle' | 'waiting' | 'drawing' | 'done';

export function useChartTurn<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const phase = useRef<Phase>('idle');
  const [turn, setTurn] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || phase.current === 'done') return;
    const grant = () => {
      phase.current = 'drawing';
      setTurn(true);
    };
    const ask = () => {
      if (phase.current !== 'idle') return;
      phase.current = 'waiting';
      queue.push(grant);
      if (!drawing) next();
    };
    // No IntersectionObserver (jsdom): every chart is near.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && ask(), { rootMargin: NEAR });
    if (observer) observer.observe(element);
    else ask();
    return () => {
      observer?.disconnect();
      const waiting = queue.indexOf(grant);
      if (waiting >= 0) queue.splice(waiting, 1);
      if (phase.current === 'drawing') {
        passOn();
        setTurn(false);
      }
      if (phase.current !== 'done') phase.current = 'idle';
    };
  }, []);

  /** The chart calls this once it has committed: the next chart may draw in a later task. */
  const onDrawn = useCallback(() => {
    if (phase.current !== 'drawing') return;
    phase.current = 'done';
    passOn();
  }, []);

  return { ref, turn, onDrawn };
}
