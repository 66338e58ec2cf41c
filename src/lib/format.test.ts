import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatExpiration,
  formatShare,
  formatTime,
} from './format';

// Local-time constructors keep the expectations independent of the machine's time zone.
const afternoon = new Date(2025, 6, 31, 14, 5);
const morning = new Date(2026, 0, 2, 9, 30);
const midnight = new Date(2026, 11, 9, 0, 0);

describe('formatDate', () => {
  it('shows two-digit month, day and year', () => {
    expect(formatDate(afternoon)).toBe('07/31/25');
    expect(formatDate(morning)).toBe('01/02/26');
  });
  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2025-07-31')).toBe('07/31/25');
    expect(formatDate(afternoon.getTime())).toBe('07/31/25');
  });
  it('is empty for missing or unreadable values', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  it('uses the 12-hour clock with two-digit hours (hh:mm a)', () => {
    expect(formatTime(afternoon)).toBe('02:05 PM');
    expect(formatTime(morning)).toBe('09:30 AM');
    expect(formatTime(midnight)).toBe('12:00 AM');
  });
});

describe('formatDateTime', () => {
  it('joins date and time', () => {
    expect(formatDateTime(afternoon)).toBe('07/31/25 02:05 PM');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatExpiration', () => {
  it('shows the date, or N/A when missing', () => {
    expect(formatExpiration(morning)).toBe('01/02/26');
    expect(formatExpiration(undefined)).toBe('N/A');
    expect(formatExpiration(null)).toBe('N/A');
    expect(formatExpiration('')).toBe('N/A');
    expect(formatExpiration('garbage')).toBe('N/A');
  });
});

describe('number formats', () => {
  it('shows chart numbers in compact form', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(3_456_789)).toBe('3.5M');
  });
  it('shows counts in full and shares and changes in percent', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatShare(0.1234)).toBe('12.3%');
    expect(formatShare(0.0004)).toBe('<0.1%');
    expect(formatShare(0)).toBe('0%');
    expect(formatChange(12.34)).toBe('+12.3%');
    expect(formatChange(-4)).toBe('-4%');
  });
  it('keeps at most one decimal', () => {
    expect(formatDecimal(1234.56)).toBe('1,234.6');
    expect(formatDecimal(12)).toBe('12');
  });
});
