import dayjs from 'dayjs';
import type { ScheduledExtract, WhenInput } from '@/api/log-queries/extract-contract';
import { roundToHour } from '@/api/log-queries/extract-schedule';
import type { LogQueryParams } from '@/api/log-queries/query-params';

/*
 * The schedule editor's fields (spec 3 §3, "Extract form fields") and their translation to and
 * from the service's `when`. Dates are the native date input's 'YYYY-MM-DD', run times the hour
 * '0' to '23', both in the viewer's local time; the instant sent carries the local offset.
 */
export type Recurrence = 'none' | 'hour' | 'day' | 'week';
export const RECURRENCE_OPTIONS: { value: Recurrence; label: string }[] = [
  { value: 'none', label: 'Single' },
  { value: 'hour', label: 'Hourly' },
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
];

export interface ScheduleValues {
  priority: 'scheduled' | 'immediate';
  name: string;
  description: string;
  startRunDate: string;
  runTime: string;
  recurrence: Recurrence;
  endRunDate: string;
  /** Weekly: 1 to 4, or '' before one is chosen. */
  every: string;
  days: number[];
}

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** A new schedule: now rounded to the hour (spec 3 §5), or the hour after when that has passed; once. */
export function newScheduleValues(now: Date): ScheduleValues {
  const rounded = dayjs(roundToHour(now));
  const next = rounded.isAfter(now) ? rounded : rounded.add(1, 'hour');
  return {
    priority: 'scheduled',
    name: '',
    description: '',
    startRunDate: day(next),
    runTime: String(next.hour()),
    recurrence: 'none',
    endRunDate: '',
    every: '',
    days: [],
  };
}

/** An existing schedule's values, read in the viewer's local time. */
export function scheduleValuesOf(extract: ScheduledExtract, now: Date): ScheduleValues {
  const base = newScheduleValues(now);
  const { when } = extract;
  const common = { ...base, name: extract.queryName, description: extract.description };
  if (when.type === 'now' || !when.start) return { ...common, priority: 'immediate' };
  const start = dayjs(when.start);
  return {
    ...common,
    startRunDate: day(start),
    runTime: String(start.hour()),
    recurrence: when.reoccur?.type ?? 'none',
    endRunDate: when.end ? day(dayjs(when.end)) : '',
    every: when.reoccur?.every ? String(when.reoccur.every) : '',
    days: [...(when.reoccur?.days ?? [])],
  };
}

/** 'YYYY-MM-DD' at the hour, in local time, written with the local offset ('…T09:00:00-05:00'). */
export function localInstant(date: string, hour: string): string {
  return dayjs(`${date}T${hour.padStart(2, '0')}:00:00`).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** Spec 3 §4: recurrence only for the fixed past-hours presets; a custom range runs once. */
export const recurrenceAllowed = (params: LogQueryParams) => params.durationType !== 'custom';

export function whenOf(values: ScheduleValues, params: LogQueryParams): WhenInput {
  if (values.priority === 'immediate') return { type: 'now' };
  const start = values.startRunDate ? localInstant(values.startRunDate, values.runTime) : '';
  const recurrence = recurrenceAllowed(params) ? values.recurrence : 'none';
  if (recurrence === 'none') return { type: 'scheduled', start, end: null, reoccur: null };
  const end = values.endRunDate ? localInstant(values.endRunDate, values.runTime) : null;
  const reoccur =
    recurrence === 'week'
      ? { type: 'week' as const, days: [...values.days].sort((a, b) => a - b), every: Number(values.every) || 0 }
      : { type: recurrence };
  return { type: 'scheduled', start, end, reoccur };
}

/** The service's field paths, mapped to the editor's fields. */
export function formFieldOf(path: string | undefined): keyof ScheduleValues | undefined {
  if (!path) return undefined;
  if (path === 'queryName') return 'name';
  if (path === 'description') return 'description';
  if (path === 'when.start') return 'startRunDate';
  if (path === 'when.end') return 'endRunDate';
  if (path === 'when.reoccur.every') return 'every';
  if (path === 'when.reoccur.days') return 'days';
  if (path.startsWith('when.reoccur')) return 'recurrence';
  return undefined;
}
