const DAY_MS = 86_400_000;

export interface KeyExpiry {
  expired: boolean;
  /** Whole days left, rounded up; 0 once expired. */
  daysLeft: number;
  label: string;
}

/** Keys within this many days of expiry are flagged, so their callers can be moved to a new key. */
export const EXPIRY_WARNING_DAYS = 14;

/** 'Expired', 'Expires in 1 day', 'Expires in N days', counted from `now`. */
export function keyExpiry(expirationDate: string, now: number): KeyExpiry {
  const left = Date.parse(expirationDate) - now;
  if (!(left > 0)) return { expired: true, daysLeft: 0, label: 'Expired' };
  const daysLeft = Math.ceil(left / DAY_MS);
  return { expired: false, daysLeft, label: `Expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}` };
}
