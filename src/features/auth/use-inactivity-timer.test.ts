import { describe, expect, it } from 'vitest';
import { formatCountdown } from '@/lib/format';
import { inactivityTimeoutMs } from './use-inactivity-timer';

describe('inactivityTimeoutMs', () => {
  it('expires one minute before the setting (spec 2 §9)', () => {
    expect(inactivityTimeoutMs(20)).toBe(19 * 60_000);
    expect(inactivityTimeoutMs(2.5)).toBe(90_000);
  });

  it('disables the timer for negative, 2-or-less and unreadable settings', () => {
    for (const minutes of [-20, -1, 0, 1, 2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(inactivityTimeoutMs(minutes)).toBeNull();
    }
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
