import { clock } from '../core/clock';
import { type Database, db } from '../db/database';
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

/**
 * Warms the world once calls have stopped for a moment; each new call postpones it. Then the
 * threat tallies of every organization, one day per turn of the event loop (about a third of a
 * second each on the seed), newest first: a call that arrives meanwhile waits at most one day's
 * work, and stops the rest until the worker is idle again.
 */
export function warmWhenIdle(delayMs = 1500): void {
  if (!idleWarming) return;
  if (pending) clearTimeout(pending);
  if (warming) clearTimeout(warming);
  warming = null;
  pending = setTimeout(() => {
    pending = null;
    warmWorld();
    const world = currentWorld();
    const last = latestThreatDay(clock.now());
    const first = firstDayRead(last);
    const step = (day: number) => {
      warming = null;
      if (day < first || currentWorld() !== world) return;
      world.warmThreatDay(day);
      warming = setTimeout(() => step(day - 1), 0);
    };
    step(last);
  }, delayMs);
}
