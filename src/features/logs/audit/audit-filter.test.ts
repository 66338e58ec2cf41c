import { describe, expect, it } from 'vitest';
import { AUDIT_EVENT_TYPES } from '@/api/audit/events';
import { CLEARED, EVENT_GROUPS, earliestDay, toAuditRequest, validateAuditFilter } from './audit-filter';

const now = new Date(2026, 10, 24, 15, 30);

describe('the audit filter (spec 3 §4, §5)', () => {
  it('offers the 46 event types grouped by family', () => {
    expect(EVENT_GROUPS.flatMap((g) => g.items)).toEqual(AUDIT_EVENT_TYPES);
    expect(EVENT_GROUPS.map((g) => g.group)).toContain('Service Auth Token');
  });

  it('clears to the last day, counted back from now', () => {
    const request = toAuditRequest(CLEARED, 'org-usda', now);
    expect(request).toMatchObject({ orgId: 'org-usda', orgs: [], emails: [], events: [] });
    expect(Date.parse(request.duration.endDate) - Date.parse(request.duration.startDate)).toBe(86_400_000);
  });

  it('keeps a custom range within the last 6 months, in order, and not past now', () => {
    const custom = { ...CLEARED, duration: 'custom' as const };
    expect(earliestDay(now)).toBe('2026-05-24');
    expect(validateAuditFilter({ ...custom, from: '2026-05-23', to: '2026-11-01' }, now)).toEqual({
      from: 'Audit logs can query only the last 6 months',
    });
    expect(validateAuditFilter({ ...custom, from: '2026-11-02', to: '2026-11-01' }, now)).toEqual({
      to: 'To cannot be before From',
    });
    expect(validateAuditFilter({ ...custom, from: '2026-05-24', to: '2026-11-24' }, now)).toEqual({});
    const request = toAuditRequest({ ...custom, from: '2026-11-20', to: '2026-11-24' }, 'org-usda', now);
    expect(new Date(request.duration.startDate).getDate()).toBe(20);
    expect(request.duration.endDate).toBe(now.toISOString());
  });
});
