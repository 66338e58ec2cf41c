import {
  EARLIEST_LOG_DATE,
  LOG_ACTIONS,
  LOG_RETENTION_DAYS,
  type LogDurationType,
  type LogOption,
  type LogQueryParams,
} from '@/api/log-queries/query-params';
import type { LogsLinkSearch } from '@/api/log-queries/logs-link';

/*
 * The DNS Logs form's values (spec 3 §2, §3, §5) and the rules that need no service: which
 * filters are set, the custom range's dates, and the query the form sends. Dates are whole UTC
 * days, as the table's Date (UTC) column shows them.
 */

export interface LogFilterValues {
  /** Chosen organizations (Global users only); none is every organization. */
  orgs: LogOption[];
  sourceSets: LogOption[];
  sources: LogOption[];
  policies: LogOption[];
  recordTypes: string[];
  actions: string[];
  queryName: string;
  durationType: LogDurationType;
  /** YYYY-MM-DD, UTC; used when durationType is custom. */
  startDay: string;
  endDay: string;
}

const DAY_MS = 86_400_000;
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
const timeOfDay = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

export const emptyFilters = (now: number): LogFilterValues => ({
  orgs: [],
  sourceSets: [],
  sources: [],
  policies: [],
  recordTypes: [],
  actions: [],
  queryName: '',
  durationType: '1',
  startDay: dayOf(now),
  endDay: dayOf(now),
});

/** Preview Extract needs at least one of the seven filters (spec 3 §5); a duration alone is not one. */
export const hasFilters = (values: LogFilterValues): boolean =>
  values.orgs.length > 0 ||
  values.sourceSets.length > 0 ||
  values.sources.length > 0 ||
  values.policies.length > 0 ||
  values.recordTypes.length > 0 ||
  values.actions.length > 0 ||
  values.queryName.trim() !== '';

/** The first day a custom range may start on: 15 days of retention, and never before 11 March 2022. */
export const earliestDay = (now: number): string =>
  dayOf(Math.max(EARLIEST_LOG_DATE, timeOfDay(dayOf(now)) - LOG_RETENTION_DAYS * DAY_MS));

export const BEFORE_EARLIEST = 'No data available before March 11th 2022. Please choose a later date';
export const BEYOND_RETENTION = 'DNS log data is kept 15 days. Please choose a later date';
export const END_BEFORE_START = 'The Through date cannot be before the From date';
export const AFTER_TODAY = 'The Through date cannot be after today';
const REQUIRED = 'Choose a date';
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** The custom range's field errors (spec 3 §5, date pickers); empty for a preset. */
export function dateErrors(values: LogFilterValues, now: number): { startDay?: string; endDay?: string } {
  if (values.durationType !== 'custom') return {};
  const errors: { startDay?: string; endDay?: string } = {};
  if (!DAY_FORMAT.test(values.startDay)) errors.startDay = REQUIRED;
  else if (timeOfDay(values.startDay) < EARLIEST_LOG_DATE) errors.startDay = BEFORE_EARLIEST;
  else if (values.startDay < earliestDay(now)) errors.startDay = BEYOND_RETENTION;
  if (!DAY_FORMAT.test(values.endDay)) errors.endDay = REQUIRED;
  else if (values.endDay > dayOf(now)) errors.endDay = AFTER_TODAY;
  else if (DAY_FORMAT.test(values.startDay) && values.endDay < values.startDay) errors.endDay = END_BEFORE_START;
  return errors;
}

/** The query the form sends: presets count back from now; a custom range covers its whole UTC days. */
export function toQueryParams(values: LogFilterValues, now: number): LogQueryParams {
  const custom = values.durationType === 'custom';
  const from = custom ? timeOfDay(values.startDay) : now - Number(values.durationType) * 3_600_000;
  const to = custom ? timeOfDay(values.endDay) + DAY_MS : now;
  const option = (value: string) => ({ name: value, value });
  return {
    orgs: values.orgs,
    sourceSets: values.sourceSets,
    // Authorized sources count only within chosen sets (spec 3 §2).
    sources: values.sourceSets.length ? values.sources : [],
    policies: values.policies,
    recordTypes: values.recordTypes.map(option),
    actions: values.actions.map((value) => ({
      name: LOG_ACTIONS.find((a) => a.value === value)?.name ?? value,
      value,
    })),
    queryName: values.queryName.trim(),
    rDataIpAddress: '',
    duration: { startDate: new Date(from).toISOString(), endDate: new Date(to).toISOString() },
    durationType: values.durationType,
  };
}

/** What a link fills in (its search parameters, with the organization found by the screen). */
export type LinkFill = Omit<LogsLinkSearch, 'orgId'> & { org?: LogOption };

/**
 * A link's search parameters over the stored form: a name, a UTC day as a custom range, an
 * organization (the threat charts). A link that names a duration (the dashboard's) describes
 * the whole query, so it starts from empty filters rather than the stored ones.
 */
export function prefill(values: LogFilterValues, search: LinkFill, now = Date.now()): LogFilterValues {
  const whole = search.hours !== undefined || search.start !== undefined;
  const next = whole ? emptyFilters(now) : { ...values };
  if (search.name !== undefined) next.queryName = search.name;
  if (search.date && DAY_FORMAT.test(search.date))
    Object.assign(next, { durationType: 'custom', startDay: search.date, endDay: search.date });
  if (search.hours !== undefined) next.durationType = String(search.hours) as LogDurationType;
  if (search.start)
    Object.assign(next, { durationType: 'custom', startDay: search.start, endDay: search.end ?? dayOf(now) });
  if (search.org) Object.assign(next, { orgs: [search.org], sourceSets: [], sources: [], policies: [] });
  if (search.sourceSets) next.sourceSets = search.sourceSets;
  if (search.sources) next.sources = search.sources;
  if (search.recordType) next.recordTypes = [search.recordType];
  if (search.action) next.actions = [search.action];
  return next;
}
