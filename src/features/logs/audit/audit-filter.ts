import type { AuditFilter } from '@/api/audit/contract';
import { AUDIT_EVENT_FAMILIES, AUDIT_HISTORY_MONTHS, type AuditEventType } from '@/api/audit/events';
import { isoDay } from '../sinkhole/sinkhole-filter';

/*
 * The Audit Logs filter (spec 3 §2, §4, §5): organizations, users and events (empty: all), and
 * a duration, a preset counted back from now or custom From and To days within 6 months.
 */
export type AuditDuration = '1' | '12' | '24' | 'custom';

export const AUDIT_DURATIONS: { value: AuditDuration; label: string }[] = [
  { value: '1', label: 'Past 1hr' },
  { value: '12', label: 'Past 12hrs' },
  { value: '24', label: 'Past 24hrs' },
  { value: 'custom', label: 'Custom' },
];

export interface AuditFilterValues {
  orgs: string[];
  emails: string[];
  events: AuditEventType[];
  duration: AuditDuration;
  /** yyyy-mm-dd in the user's time zone. */
  from: string;
  to: string;
}

/** Spec 3 §4: Clear resets to the last 1 day. */
export const CLEARED: AuditFilterValues = { orgs: [], emails: [], events: [], duration: '24', from: '', to: '' };

export const EVENT_GROUPS = Object.entries(AUDIT_EVENT_FAMILIES).map(([group, items]) => ({
  group,
  items: [...items],
}));

/** The earliest From day: 6 months before today. */
export function earliestDay(today: Date): string {
  const earliest = new Date(today);
  earliest.setMonth(earliest.getMonth() - AUDIT_HISTORY_MONTHS);
  return isoDay(earliest);
}

export type AuditFilterErrors = Partial<Record<'from' | 'to', string>>;

export function validateAuditFilter(values: AuditFilterValues, now: Date): AuditFilterErrors {
  if (values.duration !== 'custom') return {};
  const today = isoDay(now);
  const errors: AuditFilterErrors = {};
  if (!values.from) errors.from = 'From is required';
  else if (values.from < earliestDay(now)) errors.from = 'Audit logs can query only the last 6 months';
  else if (values.from > today) errors.from = 'From cannot be later than today';
  if (!values.to) errors.to = 'To is required';
  else if (values.to > today) errors.to = 'To cannot be later than today';
  else if (values.from && values.to < values.from) errors.to = 'To cannot be before From';
  return errors;
}

const localDay = (day: string, end: boolean) => {
  const [y, m, d] = day.split('-').map(Number);
  return end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
};

/** The request: a preset ends now; a custom range covers its days, ending no later than now. */
export function toAuditRequest(values: AuditFilterValues, orgId: string, now: Date): AuditFilter {
  const end = now.getTime();
  const [from, to] =
    values.duration === 'custom'
      ? [localDay(values.from, false).getTime(), Math.min(localDay(values.to, true).getTime(), end)]
      : [end - Number(values.duration) * 3_600_000, end];
  return {
    orgId,
    orgs: values.orgs,
    emails: values.emails,
    events: values.events,
    duration: { startDate: new Date(from).toISOString(), endDate: new Date(to).toISOString() },
  };
}
