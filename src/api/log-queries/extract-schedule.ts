import { formatHour } from '../../lib/format';

/*
 * Schedule arithmetic of a scheduled extract (spec 3 §3, §4, §5, §9), pure so the console and the
 * mock compute the same run times. A schedule's instants are ISO strings written in the zone of
 * the person who scheduled it ('2026-11-25T09:00:00-05:00'): the offset fixes which local day a
 * weekly run falls on, without a time-zone field the spec does not have.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
/** Spec 3 §9: a run's file can be downloaded for 72 hours; an extract expires 72 hours after its end. */
export const DOWNLOAD_HOURS = 72;
export const DOWNLOAD_MS = DOWNLOAD_HOURS * HOUR_MS;

export type ReoccurType = 'hour' | 'day' | 'week';
export interface Reoccur {
  type: ReoccurType;
  /** Weekly only: 1 (Sunday) to 7 (Saturday). */
  days?: readonly number[];
  /** Weekly only: every 1 to 4 weeks. */
  every?: number;
}
export interface ExtractWhen {
  type: 'now' | 'scheduled';
  start?: string;
  end?: string | null;
  reoccur?: Reoccur | null;
}

/** The offset, in minutes east of UTC, that an ISO instant is written in ('Z' is 0). */
export function offsetOf(iso: string): number {
  const match = /([+-])(\d{2}):?(\d{2})?$/.exec(iso.slice(19));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Local midnight, as epoch ms, of the day holding `ms` in a fixed offset. */
export const dayStart = (ms: number, offset: number): number =>
  Math.floor((ms + offset * 60_000) / DAY_MS) * DAY_MS - offset * 60_000;

/** 1 (Sunday) to 7 (Saturday), in a fixed offset. */
export const weekdayOf = (ms: number, offset: number): number => new Date(ms + offset * 60_000).getUTCDay() + 1;

/** The last instant a schedule may run at, or Infinity for a recurring one without an end. */
export function lastAllowed(when: ExtractWhen, savedAt: number): number {
  if (when.type === 'now') return savedAt;
  const start = Date.parse(when.start ?? '');
  if (!when.reoccur) return start;
  return when.end ? Date.parse(when.end) : Infinity;
}

/**
 * Run instants of a schedule in [from, to], oldest first, at most `limit` of them. An immediate
 * extract runs once, when it was saved (`savedAt`); a single one at its start; a recurring one
 * every hour, day, or on the chosen days of every n-th week (counted from the start's week,
 * weeks starting on Sunday), at the start's time of day, until its end.
 */
export function runTimesBetween(when: ExtractWhen, savedAt: number, from: number, to: number, limit = 1000): number[] {
  const last = Math.min(to, lastAllowed(when, savedAt));
  if (when.type === 'now') return savedAt >= from && savedAt <= last ? [savedAt] : [];
  const start = Date.parse(when.start ?? '');
  if (!Number.isFinite(start)) return [];
  const reoccur = when.reoccur;
  const first = Math.max(from, start);
  const times: number[] = [];
  if (!reoccur) return start >= from && start <= last ? [start] : [];
  if (reoccur.type !== 'week') {
    const step = reoccur.type === 'hour' ? HOUR_MS : DAY_MS;
    for (let t = start + Math.ceil((first - start) / step) * step; t <= last && times.length < limit; t += step) {
      times.push(t);
    }
    return times;
  }
  const offset = offsetOf(when.start!);
  const startDay = dayStart(start, offset);
  const timeOfDay = start - startDay;
  const firstWeek = startDay - (weekdayOf(start, offset) - 1) * DAY_MS;
  const days = new Set(reoccur.days?.length ? reoccur.days : [1, 2, 3, 4, 5, 6, 7]);
  const every = reoccur.every ?? 1;
  for (let day = Math.max(startDay, dayStart(first, offset)); day + timeOfDay <= last; day += DAY_MS) {
    const t = day + timeOfDay;
    if (t < first) continue;
    const week = Math.floor((day - firstWeek) / WEEK_MS);
    if (week % every === 0 && days.has(weekdayOf(t, offset))) times.push(t);
    if (times.length >= limit) break;
  }
  return times;
}

/** The longest gap between two runs (every fourth week), plus a day: a window that holds a run. */
const LONGEST_GAP = 4 * WEEK_MS + DAY_MS;

/** The first run after `now`, or null when the schedule has none left. */
export function nextRunAfter(when: ExtractWhen, savedAt: number, now: number): number | null {
  return runTimesBetween(when, savedAt, now + 1, now + LONGEST_GAP, 1)[0] ?? null;
}

/** The latest run at or before `now` and not before `since`, or null. */
export function lastRunBy(when: ExtractWhen, savedAt: number, now: number, since = -Infinity): number | null {
  if (when.type === 'now' || !when.reoccur) return runTimesBetween(when, savedAt, since, now).at(-1) ?? null;
  const times = runTimesBetween(when, savedAt, Math.max(since, now - LONGEST_GAP), now);
  return times.at(-1) ?? null;
}

/** Spec 3 §4: an extract is expired once its end plus 72 hours has passed (null: it never ends). */
export function expiresAt(when: ExtractWhen, savedAt: number): number | null {
  const last = lastAllowed(when, savedAt);
  return Number.isFinite(last) ? last + DOWNLOAD_MS : null;
}

/** Spec 3 §5: run times round to the nearest hour, 30 minutes or more rounding up (local time). */
export function roundToHour(date: Date): Date {
  const rounded = new Date(date);
  const up = rounded.getMinutes() >= 30;
  rounded.setMinutes(0, 0, 0);
  if (up) rounded.setHours(rounded.getHours() + 1);
  return rounded;
}

/**
 * Spec 3 §3, §5: the run times offered on a start date, on the hour from 12:00 AM to 11:00 PM;
 * for a start date of today only those later than now. An earlier date (a recurring schedule
 * being edited, which began before today) keeps every hour: its time of day can still change.
 */
export function runTimeOptions(startDate: Date, now: Date): { value: string; label: string }[] {
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const earlier = day(startDate) < day(now);
  return Array.from({ length: 24 }, (_, hour) => hour).flatMap((hour) => {
    const at = new Date(startDate.getFullYear(), startDate.getMonth(), startDate.getDate(), hour);
    return earlier || at.getTime() > now.getTime() ? [{ value: String(hour), label: formatHour(hour) }] : [];
  });
}

/** Spec 3 §3: the weekday names of the days 1 to 7. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Spec 3 §9: every, every other, every third, every fourth week. */
export const WEEK_INTERVALS = ['Every week', 'Every other week', 'Every third week', 'Every fourth week'] as const;

/** The Cadence column: Immediate, Single, Hourly, Daily, or Weekly with its interval and days. */
export function cadenceOf(when: ExtractWhen): string {
  if (when.type === 'now') return 'Immediate';
  const reoccur = when.reoccur;
  if (!reoccur) return 'Single';
  if (reoccur.type === 'hour') return 'Hourly';
  if (reoccur.type === 'day') return 'Daily';
  const days = [...(reoccur.days ?? [])].sort((a, b) => a - b).map((d) => WEEKDAYS[d - 1]?.slice(0, 3));
  const every = reoccur.every ?? 1;
  return `Weekly${every > 1 ? `, ${WEEK_INTERVALS[every - 1].toLowerCase()}` : ''}: ${days.join(', ')}`;
}
