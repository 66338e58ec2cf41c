import { DAY_MS, HOUR_MS } from './inputs';

/**
 * The daily shape of traffic, in the style of Splunk Eventgen's rate multipliers: office hours
 * 3-4x the night, weekends about a third of a weekday (docs/references.md). Local time of the
 * organization, by hour of day.
 */
const WEEKDAY = [
  1, 1, 1, 1, 1, 1.1, 1.6, 2.6, 3.4, 3.7, 3.8, 3.6, 3.2, 3.5, 3.6, 3.4, 3, 2.3, 1.7, 1.4, 1.3, 1.2, 1.1, 1,
];
const WEEKEND = [
  0.6, 0.55, 0.55, 0.55, 0.55, 0.6, 0.65, 0.7, 0.8, 0.9, 0.95, 1, 1, 1, 0.95, 0.9, 0.9, 0.85, 0.8, 0.75, 0.7, 0.7, 0.65,
  0.6,
];

/** Multipliers for the 168 hours of a week starting Monday 00:00 local time. */
const WEEK = Float64Array.from({ length: 168 }, (_, h) => (h < 120 ? WEEKDAY : WEEKEND)[h % 24]);

/** Monday 1970-01-05 00:00 UTC: the first Monday after the epoch. */
const MONDAY = 4 * DAY_MS;

/** The shape multiplier of the UTC hour starting at hourStart, for an organization at offsetMinutes. */
export function shapeAt(hourStart: number, offsetMinutes: number): number {
  const localHour = Math.floor((hourStart - MONDAY + offsetMinutes * 60_000) / HOUR_MS);
  return WEEK[((localHour % 168) + 168) % 168];
}
