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

const counts = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Counts with thousands separators: 10029 → '10,029'. */
export const formatCount = (value: number): string => counts.format(value);

/** A number with at most one decimal, grouped: 1234.56 → '1,234.6', 12 → '12'. */
export const formatDecimal = (value: number): string => oneDecimal.format(value);
