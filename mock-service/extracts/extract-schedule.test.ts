// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  HOUR_MS,
  cadenceOf,
  expiresAt,
  nextRunAfter,
  offsetOf,
  roundToHour,
  runTimeOptions,
  runTimesBetween,
  weekdayOf,
} from '../../src/api/log-queries/extract-schedule';

/** Tuesday 24 November 2026, 09:00 in New York (-05:00) is 14:00 UTC. */
const START = '2026-11-24T09:00:00.000-05:00';
const start = Date.parse(START);
const saved = start - 3 * HOUR_MS;

describe('schedule arithmetic (spec 3 §3-§5, §9)', () => {
  it('reads the offset an instant is written in, and weekdays in it', () => {
    expect(offsetOf(START)).toBe(-300);
    expect(offsetOf('2026-11-24T14:00:00Z')).toBe(0);
    expect(offsetOf('2026-11-24T14:00:00+0530')).toBe(330);
    expect(weekdayOf(start, -300)).toBe(3); // Tuesday
    // 21:00 Saturday in New York is already Sunday in UTC: the writer's day counts.
    expect(weekdayOf(Date.parse('2026-11-28T21:00:00-05:00'), -300)).toBe(7);
  });

  it('runs an immediate extract once when saved, a single one at its start', () => {
    expect(runTimesBetween({ type: 'now' }, saved, 0, saved + DAY_MS)).toEqual([saved]);
    const single = { type: 'scheduled' as const, start: START, reoccur: null };
    expect(runTimesBetween(single, saved, 0, start + 10 * DAY_MS)).toEqual([start]);
    expect(nextRunAfter(single, saved, start - 1)).toBe(start);
    expect(nextRunAfter(single, saved, start)).toBeNull();
  });

  it('steps hourly and daily from the start until the end, inclusive', () => {
    const hourly = { type: 'scheduled' as const, start: START, end: null, reoccur: { type: 'hour' as const } };
    expect(runTimesBetween(hourly, saved, start + 30 * 60_000, start + 3 * HOUR_MS)).toEqual([
      start + HOUR_MS,
      start + 2 * HOUR_MS,
      start + 3 * HOUR_MS,
    ]);
    const end = new Date(start + 2 * DAY_MS).toISOString();
    const daily = { type: 'scheduled' as const, start: START, end, reoccur: { type: 'day' as const } };
    expect(runTimesBetween(daily, saved, 0, start + 9 * DAY_MS)).toEqual([start, start + DAY_MS, start + 2 * DAY_MS]);
    expect(nextRunAfter(daily, saved, start + 2 * DAY_MS)).toBeNull();
  });

  it('runs weekly on the chosen days (1 Sunday to 7 Saturday) of every n-th week from the start week', () => {
    // Mondays (2) and Fridays (6), every other week, from Tuesday 24 November.
    const weekly = {
      type: 'scheduled' as const,
      start: START,
      end: null,
      reoccur: { type: 'week' as const, days: [2, 6], every: 2 },
    };
    const runs = runTimesBetween(weekly, saved, 0, start + 28 * DAY_MS).map((t) => new Date(t).toISOString());
    expect(runs).toEqual([
      '2026-11-27T14:00:00.000Z', // Friday of the start week
      '2026-12-07T14:00:00.000Z', // Monday two weeks on
      '2026-12-11T14:00:00.000Z',
      '2026-12-21T14:00:00.000Z',
    ]);
    expect(nextRunAfter(weekly, saved, Date.parse('2026-11-28T00:00:00Z'))).toBe(Date.parse('2026-12-07T14:00:00Z'));
    // A day late in the evening in New York stays on its local day.
    const late = { ...weekly, start: '2026-11-24T21:00:00.000-05:00', reoccur: { type: 'week' as const, days: [7] } };
    expect(runTimesBetween(late, saved, 0, start + 8 * DAY_MS).map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-29T02:00:00.000Z', // Saturday 21:00 in New York
    ]);
  });

  it('expires 72 hours after the end; a recurring extract without an end never does', () => {
    const end = '2026-11-30T09:00:00.000-05:00';
    expect(expiresAt({ type: 'scheduled', start: START, end, reoccur: { type: 'day' } }, saved)).toBe(
      Date.parse(end) + 72 * HOUR_MS,
    );
    expect(expiresAt({ type: 'scheduled', start: START, reoccur: null }, saved)).toBe(start + 72 * HOUR_MS);
    expect(expiresAt({ type: 'now' }, saved)).toBe(saved + 72 * HOUR_MS);
    expect(expiresAt({ type: 'scheduled', start: START, end: null, reoccur: { type: 'hour' } }, saved)).toBeNull();
  });

  it('rounds to the nearest hour (30 minutes or more up) and offers only later hours today', () => {
    expect(roundToHour(new Date(2026, 10, 24, 9, 29, 59)).getHours()).toBe(9);
    expect(roundToHour(new Date(2026, 10, 24, 9, 30)).getHours()).toBe(10);
    expect(roundToHour(new Date(2026, 10, 24, 23, 45)).getDate()).toBe(25);
    const now = new Date(2026, 10, 24, 21, 10);
    expect(runTimeOptions(new Date(2026, 10, 24), now).map((o) => o.label)).toEqual(['10:00 PM', '11:00 PM']);
    expect(runTimeOptions(new Date(2026, 10, 20), now)).toHaveLength(24); // a recurring schedule begun earlier
    const tomorrow = runTimeOptions(new Date(2026, 10, 25), now);
    expect(tomorrow).toHaveLength(24);
    expect([tomorrow[0].label, tomorrow[12].label, tomorrow[23].label]).toEqual(['12:00 AM', '12:00 PM', '11:00 PM']);
  });

  it('names the cadence', () => {
    expect(cadenceOf({ type: 'now' })).toBe('Immediate');
    expect(cadenceOf({ type: 'scheduled', start: START, reoccur: { type: 'hour' } })).toBe('Hourly');
    expect(cadenceOf({ type: 'scheduled', start: START, reoccur: { type: 'week', days: [4, 2], every: 2 } })).toBe(
      'Weekly, every other week: Mon, Wed',
    );
  });
});
