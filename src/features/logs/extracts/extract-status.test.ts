import { describe, expect, it } from 'vitest';
import type { ScheduledExtract } from '@/api/log-queries/extract-contract';
import { unfilteredLogQuery } from '@/api/log-queries/query-params';
import { extractStatus } from './extract-status';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const extract = (over: Partial<ScheduledExtract>): ScheduledExtract => ({
  queryId: 'xq-1',
  queryName: 'Daily',
  description: '',
  createdBy: 'daniel.okafor@usda.gov',
  createdOn: iso(NOW - 48 * HOUR),
  orgId: 'org-usda',
  apiKey: '',
  queryParams: unfilteredLogQuery(NOW - HOUR, NOW),
  lastExecution: iso(NOW - HOUR),
  lastStatus: 'success',
  when: { type: 'scheduled', start: iso(NOW - 48 * HOUR), end: null, reoccur: { type: 'day' } },
  nextRun: iso(NOW + 23 * HOUR),
  cadence: 'Daily',
  expiresOn: null,
  destination: null,
  ...over,
});
const label = (over: Partial<ScheduledExtract>) => extractStatus(extract(over), NOW).label;

describe('the Run Status badge (spec 3 §4)', () => {
  it('shows a scheduled extract as queued unless its last status is failed', () => {
    expect(label({ lastStatus: 'success' })).toBe('Queued');
    expect(label({ lastStatus: 'running' })).toBe('Queued');
    expect(label({ lastStatus: 'canceled' })).toBe('Queued');
    expect(label({ lastStatus: null })).toBe('Queued');
    // A single run that has finished and has not expired yet: still queued.
    expect(label({ lastStatus: 'success', nextRun: null, expiresOn: iso(NOW + HOUR) })).toBe('Queued');
    expect(label({ lastStatus: 'failed' })).toBe('Failure');
  });

  it('shows an immediate extract with no status or queued as running, otherwise its status', () => {
    const now = { type: 'now' as const };
    expect(label({ when: now, lastStatus: null })).toBe('Running');
    expect(label({ when: now, lastStatus: 'queued' })).toBe('Running');
    expect(label({ when: now, lastStatus: 'running' })).toBe('Running');
    expect(label({ when: now, lastStatus: 'success' })).toBe('Success');
    expect(label({ when: now, lastStatus: 'failed' })).toBe('Failure');
    expect(label({ when: now, lastStatus: 'canceled' })).toBe('Canceled');
  });

  it('shows expired once end plus 72 hours has passed, and not a moment before', () => {
    const end = NOW - 72 * HOUR;
    expect(extractStatus(extract({ expiresOn: iso(end) }), NOW + 1)).toMatchObject({ kind: 'expired' });
    expect(label({ expiresOn: iso(NOW - 1), lastStatus: 'failed' })).toMatch(
      /^Exp\. \d\d\/\d\d\/\d\d - \d\d:\d\d [AP]M$/,
    );
    expect(extractStatus(extract({ expiresOn: iso(NOW + 1) }), NOW)).toMatchObject({ kind: 'queued' });
  });
});
