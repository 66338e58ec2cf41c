import { describe, expect, it } from 'vitest';
import { keyExpiry } from './key-expiry';

const NOW = Date.UTC(2026, 10, 23, 12);
const at = (ms: number) => new Date(NOW + ms).toISOString();
const DAY = 86_400_000;

describe('keyExpiry', () => {
  it('counts whole days left, rounding up, one day in the singular', () => {
    expect(keyExpiry(at(60 * DAY), NOW).label).toBe('Expires in 60 days');
    expect(keyExpiry(at(59 * DAY + 1), NOW).label).toBe('Expires in 60 days');
    expect(keyExpiry(at(DAY), NOW)).toEqual({ expired: false, daysLeft: 1, label: 'Expires in 1 day' });
    expect(keyExpiry(at(60_000), NOW).label).toBe('Expires in 1 day');
  });

  it('says Expired from the moment of expiry on', () => {
    expect(keyExpiry(at(0), NOW)).toEqual({ expired: true, daysLeft: 0, label: 'Expired' });
    expect(keyExpiry(at(-3 * DAY), NOW).label).toBe('Expired');
    expect(keyExpiry('not a date', NOW).label).toBe('Expired');
  });
});
