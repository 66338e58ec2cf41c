import dayjs from 'dayjs';

/** Spec 1 §9: dates as MM/dd/yy, times on the 12-hour clock, in the viewer's local time. */
export const DATE_FORMAT = 'MM/DD/YY';
export const TIME_FORMAT = 'h:mm A';
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
