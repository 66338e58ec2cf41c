import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, fixture } from './fixture';
import { DAY_MS, HOUR_MS, type WorldPolicy } from './inputs';
import { createWorld } from './world';

const inputs = fixture({ orgs: 4, largeOrgSources: 14, maxSources: 8 });
/** Enforced at 17 minutes past an hour two days ago: the hour holds queries on both sides. */
const T = Math.floor((FIXTURE_NOW - 2 * DAY_MS) / HOUR_MS) * HOUR_MS + 17 * 60_000;
const blockGoogle: WorldPolicy = {
  id: 'org-00-no-google',
  orgId: 'org-00',
  precedence: 2,
  action: 'block',
  expression: [{ selector: 'domain', operator: 'is', values: ['google.com'] }],
  enforcedFrom: T,
};
const before = createWorld(inputs);
const after = createWorld({ ...inputs, policies: [...inputs.policies, blockGoogle] });
const scope = { orgIds: ['org-00'] };
const under = (name: string) => name === 'google.com' || name.endsWith('.google.com');

describe('time of enforcement: a policy enforced at T changes decisions from T on, never before', () => {
  it('leaves every row before T as it was, to the row', () => {
    const past = { from: T - 3 * HOUR_MS, to: T };
    expect([...after.rows(past, scope)]).toEqual([...before.rows(past, scope)]);
    const earlierHours = { from: T - 20 * HOUR_MS, to: Math.floor(T / HOUR_MS) * HOUR_MS };
    expect(after.series(earlierHours, 'hour', scope, 'blocked')).toEqual(
      before.series(earlierHours, 'hour', scope, 'blocked'),
    );
  });

  it('decides every matching query from T on, and only those', () => {
    const later = { from: T, to: T + 2 * HOUR_MS };
    const rows = [...after.rows(later, scope)];
    const google = rows.filter((r) => under(r.name));
    expect(google.length).toBeGreaterThan(100);
    expect(google.every((r) => r.decision === 'block' && r.policyId === blockGoogle.id)).toBe(true);
    expect(rows.filter((r) => r.policyId === blockGoogle.id).length).toBe(google.length);
    const blocked = (w: typeof after) => w.series(later, 'hour', scope, 'blocked').reduce((a, p) => a + p.count, 0);
    expect(blocked(after)).toBeGreaterThan(blocked(before) + 100);
    expect(before.count(later, { ...scope, policyIds: [blockGoogle.id] })).toBe(0);
  });
});

describe('impact analysis counts the queries a candidate would have decided', () => {
  const month = { from: FIXTURE_NOW - 30 * DAY_MS, to: FIXTURE_NOW };

  it('counts every query it matches that no earlier policy decided, by its former decision', () => {
    const result = before.impact({ ...blockGoogle, enforcedFrom: FIXTURE_NOW }, month);
    const matching = before.count(month, { ...scope, name: 'google.com' });
    expect(result.affected).toBe(matching);
    expect(result.from).toEqual({ none: matching });
    expect(result.total).toBe(before.count(month, scope));
    expect(result.bySourceSet.reduce((a, r) => a + r.affected, 0)).toBe(matching);
  });

  it('does not count what a policy of lower precedence already decides, and refuses answer selectors', () => {
    const late: WorldPolicy = {
      ...blockGoogle,
      id: 'late',
      orgId: 'org-01',
      precedence: 8,
      action: 'allow',
      expression: [{ selector: 'domain', operator: 'is', values: ['testcategory.com'] }],
    };
    expect(before.impact(late, month).affected).toBe(0);
    const first = { ...late, id: 'first', precedence: 0 };
    const taken = before.impact(first, month);
    expect(taken.affected).toBe(before.count(month, { orgIds: ['org-01'], name: 'testcategory.com' }));
    expect(taken.affected).toBeGreaterThan(0);
    expect(Object.keys(taken.from)).toEqual(['block']);
    const answer: WorldPolicy = {
      ...late,
      expression: [{ selector: 'resolvedIp', operator: 'is', values: ['192.0.2.1'] }],
    };
    expect(before.impact(answer, month)).toMatchObject({ supported: false, affected: 0 });
  });
});
