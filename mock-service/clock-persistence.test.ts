// @vitest-environment node
import { createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_KEY, resetClock, restoreClock, saveClock } from './clock-persistence';
import { clock } from './core/clock';
import { SEED_VERSION } from './seed';

// fake-indexeddb (loaded by the vitest setup) stands in for the worker's IndexedDB.
const store = createStore('pdns-mock', 'snapshot');
const DAY_MS = 86_400_000;
/** What a reload does to the clock: a new worker starts in real time. */
const reload = async () => {
  clock.useRealTime();
  await restoreClock();
};

afterEach(() => resetClock());

describe('the demo clock kept with the demo database', () => {
  it('comes back advanced and paused after a reload, and Reset returns it to real time', async () => {
    const start = Date.UTC(2026, 10, 27, 9);
    clock.useVirtualTime(start);
    clock.advance(DAY_MS);
    await saveClock();
    await reload();
    expect(clock.isVirtual()).toBe(true);
    expect(clock.now()).toBe(start + DAY_MS);

    await resetClock();
    expect(clock.isVirtual()).toBe(false);
    expect(await get(CLOCK_KEY, store)).toBeUndefined();
    await reload();
    expect(clock.isVirtual()).toBe(false);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1_000);
  });

  it('keeps Resume real time too, and ignores a clock saved by another seed or in a wrong shape', async () => {
    clock.useVirtualTime(Date.UTC(2030, 0, 1));
    await saveClock();
    clock.useRealTime();
    await saveClock();
    clock.useVirtualTime(Date.UTC(2031, 0, 1));
    await restoreClock();
    expect(clock.isVirtual()).toBe(false);

    await set(CLOCK_KEY, { seedVersion: `${SEED_VERSION}-old`, virtualNow: Date.UTC(2030, 0, 1) }, store);
    await reload();
    expect(clock.isVirtual()).toBe(false);
    await set(CLOCK_KEY, { seedVersion: SEED_VERSION, virtualNow: 'tomorrow' }, store);
    await reload();
    expect(clock.isVirtual()).toBe(false);
  });
});
