import { describe, expect, it } from 'vitest';
import {
  AFTER_TODAY,
  BEFORE_EARLIEST,
  BEYOND_RETENTION,
  END_BEFORE_START,
  dateErrors,
  earliestDay,
  emptyFilters,
  hasFilters,
  prefill,
  toQueryParams,
} from './log-filters';

const NOW = Date.UTC(2026, 10, 24, 15, 30);
const custom = (startDay: string, endDay: string) => ({
  ...emptyFilters(NOW),
  durationType: 'custom' as const,
  startDay,
  endDay,
});

describe('DNS Logs form rules', () => {
  it('needs one of the seven filters; a duration alone is not one', () => {
    expect(hasFilters(emptyFilters(NOW))).toBe(false);
    expect(hasFilters({ ...emptyFilters(NOW), durationType: '24' })).toBe(false);
    expect(hasFilters({ ...emptyFilters(NOW), queryName: '  ' })).toBe(false);
    expect(hasFilters({ ...emptyFilters(NOW), actions: ['blocked'] })).toBe(true);
    expect(hasFilters({ ...emptyFilters(NOW), sourceSets: [{ name: 'All Source Sets', value: 'all' }] })).toBe(true);
  });

  it('keeps a custom range within retention, in order, and no later than today', () => {
    expect(earliestDay(NOW)).toBe('2026-11-09');
    expect(dateErrors(custom('2026-11-09', '2026-11-24'), NOW)).toEqual({});
    expect(dateErrors(custom('2022-03-10', '2026-11-24'), NOW).startDay).toBe(BEFORE_EARLIEST);
    expect(dateErrors(custom('2026-11-08', '2026-11-24'), NOW).startDay).toBe(BEYOND_RETENTION);
    expect(dateErrors(custom('2026-11-20', '2026-11-19'), NOW).endDay).toBe(END_BEFORE_START);
    expect(dateErrors(custom('2026-11-20', '2026-11-25'), NOW).endDay).toBe(AFTER_TODAY);
    expect(dateErrors({ ...custom('2026-11-08', '2026-11-25'), durationType: '12' }, NOW)).toEqual({});
  });

  it('sends presets counted back from now and custom ranges over whole UTC days', () => {
    const preset = toQueryParams({ ...emptyFilters(NOW), durationType: '12', actions: ['blocked'] }, NOW);
    expect(preset.duration).toEqual({
      startDate: new Date(NOW - 12 * 3_600_000).toISOString(),
      endDate: new Date(NOW).toISOString(),
    });
    expect(preset.actions).toEqual([{ name: 'Block', value: 'blocked' }]);
    expect(toQueryParams(custom('2026-11-20', '2026-11-21'), NOW).duration).toEqual({
      startDate: '2026-11-20T00:00:00.000Z',
      endDate: '2026-11-22T00:00:00.000Z',
    });
    // Sources count only within chosen sets.
    const orphan = { ...emptyFilters(NOW), sources: [{ name: '198.51.100.1', value: 'src-1' }] };
    expect(toQueryParams(orphan, NOW).sources).toEqual([]);
  });

  it('prefills from a link: a name, one UTC day, an organization that starts its filters again', () => {
    const stored = { ...emptyFilters(NOW), sourceSets: [{ name: 'HQ', value: 'ss-1' }] };
    const next = prefill(stored, {
      name: 'example.com',
      date: '2026-11-20',
      org: { name: 'Energy', value: 'org-doe' },
    });
    expect(next).toMatchObject({
      queryName: 'example.com',
      durationType: 'custom',
      startDay: '2026-11-20',
      endDay: '2026-11-20',
      orgs: [{ name: 'Energy', value: 'org-doe' }],
      sourceSets: [],
    });
    expect(prefill(stored, {})).toEqual(stored);
  });

  it("takes a dashboard link's whole query: a period, sets, a source, a record type and an action, over empty filters", () => {
    const stored = { ...emptyFilters(NOW), queryName: 'old.example', policies: [{ name: 'P', value: 'p-1' }] };
    const next = prefill(
      stored,
      {
        start: '2026-11-18',
        end: '2026-11-24',
        sourceSets: [{ name: 'HQ', value: 'ss-1' }],
        sources: [{ name: '198.51.100.1', value: 'src-1' }],
        recordType: 'AAAA',
        action: 'blocked',
      },
      NOW,
    );
    expect(next).toEqual({
      ...emptyFilters(NOW),
      durationType: 'custom',
      startDay: '2026-11-18',
      endDay: '2026-11-24',
      sourceSets: [{ name: 'HQ', value: 'ss-1' }],
      sources: [{ name: '198.51.100.1', value: 'src-1' }],
      recordTypes: ['AAAA'],
      actions: ['blocked'],
    });
    expect(prefill(stored, { hours: 24 }, NOW)).toEqual({ ...emptyFilters(NOW), durationType: '24' });
  });
});
