import dayjs from 'dayjs';

/** Spec 1 §9 and spec 3 §9: dates as MM/dd/yy, times as hh:mm a, in the viewer's local time. */
export const DATE_FORMAT = 'MM/DD/YY';
export const TIME_FORMAT = 'hh:mm A';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

export type DateLike = string | number | Date | null | undefined;

function parse(value: DateLike): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** '' for a missing or unreadable value, so a table cell stays empty rather than saying 'Invalid Date'. */
export const formatDate = (value: DateLike): string => parse(value)?.format(DATE_FORMAT) ?? '';
export const formatTime = (value: DateLike): string => parse(value)?.format(TIME_FORMAT) ?? '';
export const formatDateTime = (value: DateLike): string => parse(value)?.format(DATE_TIME_FORMAT) ?? '';

/** Token and key expirations: MM/dd/yy, or 'N/A' when there is none (spec 1 §9). */
export const formatExpiration = (value: DateLike): string => parse(value)?.format(DATE_FORMAT) ?? 'N/A';

/** The mock's time as a presenter reads it: weekday, date and time to the second, and the zone. */
export const formatLongDateTime = (value: DateLike): string => {
  const date = parse(value)?.toDate();
  return date ? longDateTime.format(date) : '';
};
const longDateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A number with at most one decimal, grouped: 1234.56 → '1,234.6', 12 → '12'. */
export const formatDecimal = (value: number): string => oneDecimal.format(value);

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Chart numbers (spec 3 §9, "compact form"): 950, 1.2K, 3.4M. */
export const formatCompact = (value: number): string => compact.format(value);

/** A count in full, with thousands separators: 12,345. */
export const formatCount = (value: number): string => whole.format(value);

/** A share of 0..1 as a percent with at most one decimal: 0.1234 → '12.3%', 0.0004 → '<0.1%'. */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.001) return '<0.1%';
  return `${Number((share * 100).toFixed(1))}%`;
}

/** A change in percent, signed: 12.34 → '+12.3%', -4 → '-4%', 0 → '0%'. */
export const formatChange = (percent: number): string => `${percent > 0 ? '+' : ''}${Number(percent.toFixed(1))}%`;

/** A percent to two decimals: 12.345 → '12.35%' (impact analysis). */
export const formatPercent = (percent: number): string => `${percent.toFixed(2)}%`;

/** A trend in percent, signed, always one decimal: 4 → '+4.0%'. */
export const formatTrend = (trend: number): string => `${trend > 0 ? '+' : ''}${trend.toFixed(1)}%`;

/** An hour of the day as a run time is offered: 0 → '12:00 AM', 23 → '11:00 PM'. */
export const formatHour = (hour: number): string =>
  `${String(hour % 12 || 12).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`;

/** Seconds left as m:ss: 65 → '1:05'. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const two = (n: number) => String(n).padStart(2, '0');

/** A chart tick in UTC, as DNS Logs shows dates: the hour ('14:00') or the day ('11/16'). */
export const formatUtcHour = (iso: string): string => `${two(new Date(iso).getUTCHours())}:00`;
export const formatUtcMonthDay = (iso: string): string => {
  const d = new Date(iso);
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}`;
};

/** 'MM/dd/yy hh:mm:ss a' in UTC, the spec's date and time formats with seconds (log rows). */
export function formatUtcDateTime(iso: string): string {
  const d = new Date(iso);
  const hours = d.getUTCHours() % 12 || 12;
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${two(d.getUTCFullYear() % 100)} ${two(hours)}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;
}
