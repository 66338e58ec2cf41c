import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  END_BEFORE_START,
  REQUIRED,
  START_AFTER_TODAY,
  appliedCount,
  toRequest,
  validateFilter,
} from './sinkhole-filter';

const today = '2026-11-24';

describe('the sinkhole filter (spec 3 §5)', () => {
  it('requires an address, and for Custom a start no later than today and an end not before it', () => {
    expect(validateFilter(EMPTY_FILTER, today)).toEqual({ sinkholeIp: REQUIRED });
    const custom = { ...EMPTY_FILTER, sinkholeIp: '203.0.113.10', duration: 'custom' as const };
    expect(validateFilter(custom, today)).toEqual({ startDate: REQUIRED, endDate: REQUIRED });
    expect(validateFilter({ ...custom, startDate: '2026-11-25', endDate: '2026-11-25' }, today)).toEqual({
      startDate: START_AFTER_TODAY,
    });
    expect(validateFilter({ ...custom, startDate: '2026-11-20', endDate: '2026-11-19' }, today)).toEqual({
      endDate: END_BEFORE_START,
    });
    expect(validateFilter({ ...custom, startDate: '2026-11-20', endDate: '2026-11-20' }, today)).toEqual({});
  });

  it('sends a preset as is and a custom range from the start of its first day to the end of its last', () => {
    expect(toRequest({ ...EMPTY_FILTER, sinkholeIp: '203.0.113.10', duration: '12' })).toEqual({
      sinkholeIp: '203.0.113.10',
      duration: { type: '12' },
    });
    const { duration } = toRequest({
      sinkholeIp: '203.0.113.10',
      duration: 'custom',
      startDate: '2026-11-20',
      endDate: '2026-11-21',
    });
    expect(new Date(duration.startDate!).getDate()).toBe(20);
    expect(new Date(duration.startDate!).getHours()).toBe(0);
    expect(Date.parse(duration.endDate!) - Date.parse(duration.startDate!)).toBe(2 * 86_400_000 - 1);
    expect(appliedCount(null)).toBe(0);
    expect(appliedCount({ ...EMPTY_FILTER, sinkholeIp: '203.0.113.10' })).toBe(2);
  });
});
