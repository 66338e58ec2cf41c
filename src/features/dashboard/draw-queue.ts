import { type RefObject, startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/*
 * Recharts draws a chart in several synchronous passes, one long task per chart; five at once
 * would be one very long task on the landing page (docs/performance.md). Charts therefore take
 * turns: the first asked for draws at once, each next one in a task of its own once the one
 * before has committed, and only once it is near the viewport.
 */

type Turn = () => void;
type ChartsModule = typeof import('./dashboard-charts');

const waiting: Turn[] = [];
let busy = false;
let charts: ChartsModule | null = null;
let loading: Promise<unknown> | null = null;

/** The chart chunk (@mantine/charts and Recharts), loaded once, before the first turn is given. */
export function loadCharts(): Promise<unknown> {
  loading ??= import('./dashboard-charts').then((module) => {
    charts = module;
  });
  return loading;
}

/** The chart components, once their chunk is there (always so for a chart whose turn has come). */
export const chartComponents = (): ChartsModule | null => charts;

function next(): void {
  const turn = waiting.shift();
  if (!turn) {
    busy = false;
    return;
  }
  busy = true;
  void loadCharts().then(turn, turn);
}

/**
 * A drawn chart has committed: the next one draws once the main thread is idle. Not sooner:
 * Recharts finishes a chart after its commit, partly in an animation frame (its store batches
 * some notifications to one), and a next chart started before that frame would share its task.
 */
function turnDone(): void {
  whenIdle(next, 250);
}

function ask(turn: Turn, first: boolean): () => void {
  let cancelled = false;
  // A chart that left while the chunk loaded never commits: its turn passes straight on, or no
  // chart would draw again in this tab.
  const run = () => (cancelled ? next() : turn());
  if (first) waiting.unshift(run);
  else waiting.push(run);
  if (!busy) next();
  return () => {
    cancelled = true;
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
}

const NOT_DRAWN = Symbol('not drawn');

/**
 * Calls `draw` in a turn of its own (a transition) once this chart has come within 200 px of the
 * viewport, and again, in a new turn, each time `version` (its data) changes: a chart kept mounted
 * across a change of duration or tab redraws after the cards' text, never in the same long task,
 * and one chart at a time. `first` puts it at the head of the queue (the line chart). A chart
 * whose data is not complete yet (`ready` false) asks for no turn, so it draws once, not twice.
 * Where there is no IntersectionObserver (tests), every chart counts as near. Returns the version
 * drawn last.
 */
export function useDrawTurn(
  ref: RefObject<HTMLElement | null>,
  version: unknown,
  draw: () => void,
  { first = false, ready = true }: { first?: boolean; ready?: boolean } = {},
): unknown {
  const [drawn, setDrawn] = useState<unknown>(NOT_DRAWN);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  // A turn given but not yet passed on: passed on after this chart's commit, or when it unmounts.
  const holding = useRef(false);
  const drawLatest = useEffectEvent(draw);

  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, ref]);

  useEffect(() => {
    if (!near || !ready || drawn === version) return;
    return ask(() => {
      holding.current = true;
      // A transition: React renders the chart in slices of a few milliseconds, yielding between
      // them, so the drawing's render phase never holds the main thread in one long task.
      startTransition(() => {
        drawLatest();
        setDrawn(version);
      });
    }, first);
  }, [near, ready, drawn, version, first]);

  useEffect(() => {
    if (drawn !== NOT_DRAWN && holding.current) {
      holding.current = false;
      turnDone();
    }
  }, [drawn]);

  useEffect(
    () => () => {
      if (holding.current) turnDone();
    },
    [],
  );

  return drawn === NOT_DRAWN ? undefined : drawn;
}
