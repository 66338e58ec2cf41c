import type { Cadence } from '../../src/api/alert-sets/contract';
import { DAY_MS, HOUR_MS } from '../world/inputs';
import type { Range } from '../world/traffic';

/*
 * An alert set's periods: whole UTC hours, whole UTC days, or ISO weeks starting Monday 00:00 UTC.
 * Organizations carry no time zone, so every cadence is aligned in UTC, as the dashboard's days are.
 */

export const PERIOD_MS: Record<Cadence, number> = { Hourly: HOUR_MS, Daily: DAY_MS, Weekly: 7 * DAY_MS };

/** 1970-01-01 was a Thursday: Monday 1970-01-05 00:00 UTC is the origin of ISO weeks. */
const WEEK_ORIGIN = 4 * DAY_MS;

const originOf = (cadence: Cadence) => (cadence === 'Weekly' ? WEEK_ORIGIN : 0);

/** The latest period boundary at or before `at`. */
export function boundaryAtOrBefore(cadence: Cadence, at: number): number {
  const size = PERIOD_MS[cadence];
  const origin = originOf(cadence);
  return origin + Math.floor((at - origin) / size) * size;
}

/** The first period boundary strictly after `at`. */
export const boundaryAfter = (cadence: Cadence, at: number): number =>
  boundaryAtOrBefore(cadence, at) + PERIOD_MS[cadence];

/** The period that ends at a boundary. */
export const periodEndingAt = (cadence: Cadence, end: number): Range => ({ from: end - PERIOD_MS[cadence], to: end });

/**
 * The periods to evaluate at `now`: every one that ended after `evaluatedUntil` (the end of the last
 * period evaluated; a cadence changed since may leave it off a boundary), oldest first, at most `cap` of them (the newest); only the latest complete one
 * when the set was never evaluated.
 */
export function duePeriods(cadence: Cadence, evaluatedUntil: number | null, now: number, cap: number): Range[] {
  const last = boundaryAtOrBefore(cadence, now);
  const size = PERIOD_MS[cadence];
  const first =
    evaluatedUntil === null ? last : Math.max(last - (cap - 1) * size, boundaryAfter(cadence, evaluatedUntil));
  const out: Range[] = [];
  for (let end = first; end <= last; end += size) out.push(periodEndingAt(cadence, end));
  return out;
}
