/**
 * The one source of time for the mock. Handlers and state machines read `clock.now()` and never
 * start timers of their own, so tests and the demo controls can move time forward at will.
 */
export interface Clock {
  now(): number;
  /** ISO 8601 form of now(), the shape every timestamp on the wire takes. */
  isoNow(): string;
  isVirtual(): boolean;
  /** Freeze time at startMs; it then moves only through advance(). */
  useVirtualTime(startMs: number): void;
  advance(ms: number): void;
  useRealTime(): void;
}

function createClock(): Clock {
  let virtualNow: number | null = null;
  const clock: Clock = {
    now: () => virtualNow ?? Date.now(),
    isoNow: () => new Date(clock.now()).toISOString(),
    isVirtual: () => virtualNow !== null,
    useVirtualTime(startMs) {
      if (!Number.isFinite(startMs)) throw new RangeError('useVirtualTime needs a finite start time');
      virtualNow = startMs;
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance needs a non-negative number of milliseconds');
      // Advancing real time is meaningless; switching to virtual time here keeps the call useful.
      virtualNow = (virtualNow ?? Date.now()) + ms;
    },
    useRealTime() {
      virtualNow = null;
    },
  };
  return clock;
}

export const clock: Clock = createClock();
