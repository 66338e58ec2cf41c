import * as v from 'valibot';
import { clock } from './core/clock';
import { snapshotStore } from './persistence';
import { SEED_VERSION } from './seed';
import { variantStorageKey } from './variant-storage';

/**
 * The demo clock belongs to the demo database: a clock advanced or paused by the demo panel stays
 * so across reloads and for every tab, until Resume real time or Reset. It is its own entry beside
 * the snapshot's tables, since moving time writes no table (and a fresh seed stores none).
 */

export const CLOCK_KEY = variantStorageKey('clock');

const savedClock = v.object({
  seedVersion: v.string(),
  /** The paused instant; null is real time. */
  virtualNow: v.nullable(v.pipe(v.number(), v.finite())),
});

let writing: Promise<void> = Promise.resolve();

/** Writes the clock as it now is; called after every move of it. */
export async function saveClock(): Promise<void> {
  const entry: v.InferOutput<typeof savedClock> = {
    seedVersion: SEED_VERSION,
    virtualNow: clock.isVirtual() ? clock.now() : null,
  };
  writing = writing
    .then(() => snapshotStore().setMany([[CLOCK_KEY, entry]]))
    .catch((error) => console.warn('[mock] could not save the demo clock', error));
  await writing;
}

/** Puts the saved clock back (a database of another seed version starts in real time). */
export async function restoreClock(): Promise<void> {
  const [stored] = await snapshotStore()
    .getMany([CLOCK_KEY])
    .catch(() => [undefined]);
  const parsed = v.safeParse(savedClock, stored);
  if (!parsed.success || parsed.output.seedVersion !== SEED_VERSION) return;
  if (parsed.output.virtualNow === null) clock.useRealTime();
  else clock.useVirtualTime(parsed.output.virtualNow);
}

/** Reset: back to real time, and nothing saved. */
export async function resetClock(): Promise<void> {
  clock.useRealTime();
  await writing;
  await snapshotStore()
    .delMany([CLOCK_KEY])
    .catch(() => undefined);
}
