import { clock } from '../core/clock';
import { type Database, db } from '../db/database';
import type { DashboardScope } from '../world/dashboard';
import { DAY_MS } from '../world/inputs';
import { type World, createWorld, dashboardWindow } from '../world/world';
import { firstDayRead, latestThreatDay } from '../world/threats';
import { worldInputs, worldSignature } from './world-inputs';

/*
 * One world per version of what it is built from, kept for the life of the worker: rebuilt on
 * the first call after sources, source sets or organizations changed (a write, a reset, a
 * restore), never on the page. Decision tables survive rebuilds (the world caches them by
 * policy content); day and hour vectors belong to the world they were computed for.
 */
let current: { signature: string; world: World } | null = null;

export function currentWorld(database: Database = db): World {
  const signature = worldSignature(database);
  if (current?.signature !== signature) current = { signature, world: createWorld(worldInputs(database)) };
  return current.world;
}

/**
 * Fills the day caches the dashboard reads for every organization over 30 days, so the first
 * dashboard after start-up or a change answers from them. The first call on a fresh world takes
 * ~200 ms; run it when the worker has nothing else to do.
 */
export function warmWorld(): void {
  const world = currentWorld();
  const { range, unit } = dashboardWindow(clock.now(), 30);
  world.series(range, unit, {}, 'total');
  world.blockedByCategory(range, {});
}

/** The scope the last dashboard call read: the idle warmer fills its top lists' days next. */
let shownScope: DashboardScope | null = null;

export function noteDashboardScope(scope: DashboardScope): void {
  shownScope = scope;
}

let pending: ReturnType<typeof setTimeout> | null = null;
let warming: ReturnType<typeof setTimeout> | null = null;
let idleWarming = true;

/**
 * Turns the idle warmer on or off for the worker's life (a tab's `ready` call says which). Browser
 * tests turn it off: each of their browser contexts has a worker of its own, which warmed every
 * organization's caches, seconds of CPU that no test reads, beside the browsers being tested.
 */
export function setIdleWarming(on: boolean): void {
  idleWarming = on;
  if (on) return;
  if (pending) clearTimeout(pending);
  if (warming) clearTimeout(warming);
  pending = warming = null;
}

/** The warmer as a worker starts it: on, idle, with no dashboard scope seen (for tests sharing a worker). */
export function resetIdleWarmer(): void {
  setIdleWarming(false);
  idleWarming = true;
  shownScope = null;
}

/**
 * Warms the world once calls have stopped for a moment; each new call postpones it. One step per
 * turn of the event loop, so a call that arrives meanwhile waits at most one step (an hour of a
 * day's tallies: milliseconds), and stops the rest until the worker is idle again:
 * 1. the blocked sums of the scope the dashboard shows, a day at a time over its longest period,
 *    newest first: the next thing its reader does is likely a change to 7 or 30 days, whose top
 *    lists would otherwise walk those days (about half a second for a month of one organization);
 * 2. every organization's 30 days of series and categories (warmWorld);
 * 3. the threat tallies of every organization, a day at a time.
 */
export function warmWhenIdle(delayMs = 1500): void {
  if (!idleWarming) return;
  if (pending) clearTimeout(pending);
  if (warming) clearTimeout(warming);
  warming = null;
  pending = setTimeout(() => {
    pending = null;
    const world = currentWorld();
    const now = clock.now();
    // Each step returns whether it is done; one that is not (a day, an hour at a time) runs again.
    const steps: (() => boolean)[] = [];
    if (shownScope) {
      const scope = shownScope;
      const { range } = dashboardWindow(now, 30);
      for (let day = Math.floor(range.to / DAY_MS) - 1; day * DAY_MS >= range.from; day--)
        steps.push(() => world.warmBlockedHour(scope, day));
    }
    steps.push(() => {
      warmWorld();
      return true;
    });
    const last = latestThreatDay(now);
    for (let day = last; day >= firstDayRead(last); day--) steps.push(() => world.warmThreatHour(day));
    const step = (next: number) => {
      warming = null;
      if (next >= steps.length || currentWorld() !== world) return;
      const done = steps[next]();
      warming = setTimeout(() => step(done ? next + 1 : next), 0);
    };
    step(0);
  }, delayMs);
}
