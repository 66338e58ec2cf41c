import dayjs from 'dayjs';
import type { SinkholeDuration } from '@/api/sinkhole-logs/contract';
import type { SinkholeLogFilter } from '@/api/sinkhole-logs/queries';

/*
 * The Sinkhole Logs filter (spec 3 §2, §5): a sinkhole address (required) and a duration, a
 * preset or a custom range of calendar days in the user's time zone.
 */
export const DURATION_OPTIONS: { value: SinkholeDuration; label: string }[] = [
  { value: '1', label: 'Past 1hr' },
  { value: '12', label: 'Past 12hrs' },
  { value: '24', label: 'Past 24hrs' },
  { value: 'custom', label: 'Custom' },
];

export interface SinkholeFilterValues {
  sinkholeIp: string | null;
  duration: SinkholeDuration;
  /** yyyy-mm-dd, as a date input gives it. */
  startDate: string;
  endDate: string;
}

export const EMPTY_FILTER: SinkholeFilterValues = { sinkholeIp: null, duration: '24', startDate: '', endDate: '' };

export const REQUIRED = 'This field is Required';
export const START_AFTER_TODAY = 'The start date cannot be later than today';
export const END_BEFORE_START = 'The end date cannot be before the start date';

/** Today as yyyy-mm-dd in the user's time zone. */
export const isoDay = (at: Date): string => dayjs(at).format('YYYY-MM-DD');

export type FilterErrors = Partial<Record<'sinkholeIp' | 'startDate' | 'endDate', string>>;

export function validateFilter(values: SinkholeFilterValues, today: string): FilterErrors {
  const errors: FilterErrors = {};
  if (!values.sinkholeIp) errors.sinkholeIp = REQUIRED;
  if (values.duration === 'custom') {
    if (!values.startDate) errors.startDate = REQUIRED;
    else if (values.startDate > today) errors.startDate = START_AFTER_TODAY;
    if (!values.endDate) errors.endDate = REQUIRED;
    else if (values.startDate && values.endDate < values.startDate) errors.endDate = END_BEFORE_START;
  }
  return errors;
}

/** The request's filter: a custom range runs from the start of its first day to the end of its last. */
export function toRequest(values: SinkholeFilterValues): SinkholeLogFilter {
  const sinkholeIp = values.sinkholeIp ?? '';
  if (values.duration !== 'custom') return { sinkholeIp, duration: { type: values.duration } };
  const [y0, m0, d0] = values.startDate.split('-').map(Number);
  const [y1, m1, d1] = values.endDate.split('-').map(Number);
  return {
    sinkholeIp,
    duration: {
      type: 'custom',
      startDate: new Date(y0, m0 - 1, d0).toISOString(),
      endDate: new Date(y1, m1 - 1, d1, 23, 59, 59, 999).toISOString(),
    },
  };
}

/** The count on the trigger: the address and the duration once applied. */
export const appliedCount = (applied: SinkholeFilterValues | null): number =>
  applied ? (applied.sinkholeIp ? 1 : 0) + 1 : 0;
