/*
 * Sinkhole log files (spec 3 §2, §9): one file per hour in which a sinkhole answered queries,
 * written when the hour closes; downloadable for 90 days, then shown as Expired for 14 more,
 * then gone. Pure arithmetic, shared by the service (which files exist, which may be fetched)
 * and the console (Download Log or Expired at the moment it renders).
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const DOWNLOADABLE_DAYS = 90;
export const EXPIRED_VISIBLE_DAYS = 14;
/** How far back a file can still be listed: 104 days. */
export const VISIBLE_DAYS = DOWNLOADABLE_DAYS + EXPIRED_VISIBLE_DAYS;

export type SinkholeFileState = 'downloadable' | 'expired' | 'gone' | 'pending';

/** The file of the hour starting at `hourStart` is written when that hour ends. */
export const creationOf = (hourStart: number): number => hourStart + HOUR_MS;
export const expirationOf = (creation: number): number => creation + DOWNLOADABLE_DAYS * DAY_MS;
export const disappearanceOf = (creation: number): number => expirationOf(creation) + EXPIRED_VISIBLE_DAYS * DAY_MS;

export function fileState(creation: number, now: number): SinkholeFileState {
  if (creation > now) return 'pending';
  if (now < expirationOf(creation)) return 'downloadable';
  if (now < disappearanceOf(creation)) return 'expired';
  return 'gone';
}

/** An expiration date (ISO) has passed: the console shows "Expired" instead of "Download Log". */
export const isExpired = (expirationDate: string, now: number): boolean => Date.parse(expirationDate) <= now;

/**
 * The hour starts whose files are listed at `now` and fall in [from, to] by creation time:
 * closed hours, not yet gone. Newest first.
 */
export function listableHours(range: { from: number; to: number }, now: number): { first: number; last: number } {
  const earliestCreation = Math.max(range.from, now - VISIBLE_DAYS * DAY_MS + 1);
  const latestCreation = Math.min(range.to, now);
  // creation = hourStart + 1 h, so hour starts run from ceil(earliest - 1 h) to floor(latest - 1 h).
  const first = Math.ceil((earliestCreation - HOUR_MS) / HOUR_MS) * HOUR_MS;
  const last = Math.floor((latestCreation - HOUR_MS) / HOUR_MS) * HOUR_MS;
  return { first, last };
}

/** `<ip>_<hour start, ISO to the hour>`: names one file; the service parses it back. */
export const logIdOf = (ip: string, hourStart: number): string =>
  `${ip}_${new Date(hourStart).toISOString().slice(0, 13)}`;

export function parseLogId(logId: string): { ip: string; hourStart: number } | null {
  const match = /^([0-9a-fA-F:.]{2,45})_(\d{4}-\d{2}-\d{2}T\d{2})$/.exec(logId);
  if (!match) return null;
  const hourStart = Date.parse(`${match[2]}:00:00.000Z`);
  return Number.isFinite(hourStart) ? { ip: match[1], hourStart } : null;
}

/** sinkhole-203-0-113-10-2026-11-24T13.csv */
export const fileNameOf = (ip: string, hourStart: number): string =>
  `sinkhole-${ip.replace(/[.:]/g, '-')}-${new Date(hourStart).toISOString().slice(0, 13)}00Z.csv`;
