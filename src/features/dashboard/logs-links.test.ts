import { describe, expect, it } from 'vitest';
import { logsPeriod, logsSearch } from './logs-links';

const NOW = Date.UTC(2026, 10, 24, 15, 30);

describe('links into DNS Logs', () => {
  it('maps each dashboard period onto what DNS Logs offers, within its 15 days', () => {
    expect(logsPeriod(24, NOW)).toEqual({ hours: 24 });
    expect(logsPeriod(7, NOW)).toEqual({ start: '2026-11-18', end: '2026-11-24' });
    // 30 days cannot be asked for: the retained days, today and the 15 before.
    expect(logsPeriod(30, NOW)).toEqual({ start: '2026-11-09', end: '2026-11-24' });
  });

  it('carries the chosen sets and what DNS Logs can filter by, and leaves out what it cannot', () => {
    const base = { duration: 24 as const, sourceSets: [{ name: 'HQ', value: 'ss-1' }] };
    expect(logsSearch(base, { recordType: 'AAAA' }, NOW)).toEqual({
      hours: 24,
      sourceSets: [{ name: 'HQ', value: 'ss-1' }],
      recordType: 'AAAA',
    });
    // A record type DNS Logs does not offer is left out; categories open the blocked requests.
    expect(logsSearch(base, { recordType: 'TYPE65534' }, NOW)).not.toHaveProperty('recordType');
    expect(logsSearch({ ...base, sourceSets: [] }, { blocked: true, name: 'bad.example' }, NOW)).toEqual({
      hours: 24,
      action: 'blocked',
      name: 'bad.example',
    });
    const source = {
      orgId: 'org-doe',
      sourceSet: { name: 'Lab', value: 'ss-2' },
      source: { name: '10.0.0.1', value: 'src-9' },
    };
    expect(logsSearch(base, { blocked: true, source }, NOW)).toMatchObject({
      orgId: 'org-doe',
      sourceSets: [{ name: 'Lab', value: 'ss-2' }],
      sources: [{ name: '10.0.0.1', value: 'src-9' }],
    });
  });
});
