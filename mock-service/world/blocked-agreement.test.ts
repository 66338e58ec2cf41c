import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, fixture } from './fixture';
import { DAY_MS, HOUR_MS } from './inputs';
import type { WorldRow } from './rows';
import type { DashboardScope } from './dashboard';
import { createWorld, dashboardWindow } from './world';

/**
 * The top lists' tallies against the log iterator (the agreement rule, agreement.test.ts): a
 * name's or a source's blocked count is the number of blocked rows of the same period and scope
 * that carry it. A small world, so every blocked row of a week can be listed.
 */
const inputs = fixture({ orgs: 4, largeOrgSources: 14, maxSources: 8 });
const world = createWorld(inputs);
const orgIds = inputs.orgs.map((org) => org.orgId);

const tally = (rows: WorldRow[], key: (row: WorldRow) => string) =>
  rows.reduce((m, r) => m.set(key(r), (m.get(key(r)) ?? 0) + 1), new Map<string, number>());
const sourceOf = (r: { sourceSetId: string; sourceKey: string }) => `${r.sourceSetId} ${r.sourceKey}`;

function expectAgreement(range: { from: number; to: number }, scope: DashboardScope) {
  const rows = [...world.rows(range, { ...scope, decisions: ['block'] })];
  expect(world.blockedByName(range, scope)).toEqual(tally(rows, (r) => r.name));
  const bySource = world.blockedBySource(range, scope);
  expect(new Map(bySource.map((s) => [sourceOf(s), s.count]))).toEqual(tally(rows, sourceOf));
  const orgOf = new Map(world.model.sets.map((set) => [set.id, set.orgId]));
  for (const s of bySource) expect(s.orgId).toBe(orgOf.get(s.sourceSetId));
  return rows;
}

describe('blocked queries by name and by source', () => {
  it("equal the blocked rows' names and sources over the dashboard's periods, cached or not", () => {
    for (const duration of [24, 7] as const) {
      const { range, unit } = dashboardWindow(FIXTURE_NOW, duration);
      for (const scope of [{}, { orgIds: ['org-00'] }]) {
        // Twice: the second answers from the day and hour caches.
        const rows = expectAgreement(range, scope);
        expect(expectAgreement(range, scope)).toHaveLength(rows.length);
        const blocked = world.series(range, unit, scope, 'blocked').reduce((a, p) => a + p.count, 0);
        expect(rows.length).toBe(blocked);
        const total = world.series(range, unit, scope, 'total').reduce((a, p) => a + p.count, 0);
        expect(world.totals(range, scope)).toEqual({ total, blocked });
        expect(rows.length).toBeGreaterThan(100);
      }
    }
  });

  it("read from days the idle warmer filled, equal a world's own walk", () => {
    const warmed = createWorld(inputs);
    const scope = { orgIds: ['org-01'] };
    const { range } = dashboardWindow(FIXTURE_NOW, 7);
    const days: number[] = [];
    for (let day = Math.floor(range.to / DAY_MS) - 1; day * DAY_MS >= range.from; day--) days.push(day);
    // The warmer's steps: an hour at a time, 24 to a day; the first day half done when the next begins.
    expect(warmed.warmBlockedHour(scope, days[0])).toBe(false);
    for (const day of days.slice(1)) {
      let hours = 0;
      while (!warmed.warmBlockedHour(scope, day)) hours++;
      expect(hours).toBe(23);
    }
    warmed.warmBlockedDay(scope, days[0]);
    expect(warmed.warmBlockedHour(scope, days[0])).toBe(true);
    expect(warmed.blockedByName(range, scope)).toEqual(world.blockedByName(range, scope));
    expect(warmed.blockedBySource(range, scope)).toEqual(world.blockedBySource(range, scope));
  });

  it('hold for any range, organizations and source sets', () => {
    const sets = world.model.sets.map((set) => set.id);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 * 24 * 60 }),
        fc.integer({ min: 1, max: 40 * 60 }),
        fc.subarray(orgIds, { minLength: 1 }),
        fc.subarray(sets, { maxLength: 4 }),
        (start, minutes, orgs, chosen) => {
          const to = FIXTURE_NOW - start * 60_000 + (start % 7) * 1_000;
          const range = { from: to - minutes * 60_000 - (minutes % 13) * 977, to };
          expectAgreement(range, chosen.length ? { orgIds: orgs, sourceSetIds: chosen } : { orgIds: orgs });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('hold across an hour in which a policy started or stopped', () => {
    const changes = inputs.policies.flatMap((p) => [p.enforcedFrom, p.enforcedUntil ?? 0]);
    const recent = changes.filter((t) => FIXTURE_NOW - t < 30 * DAY_MS && t % HOUR_MS);
    expect(recent.length).toBeGreaterThan(1);
    for (const t of recent) expectAgreement({ from: t - 50 * 60_000, to: t + 70 * 60_000 }, {});
  });

  it("count a name exactly; a log query's name also takes the names under it", () => {
    const { range } = dashboardWindow(FIXTURE_NOW, 24);
    const counts = world.blockedByName(range, {});
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 10);
    for (const [name, count] of top) {
      const rows = [...world.rows(range, { name, decisions: ['block'] })];
      expect(rows.filter((r) => r.name === name)).toHaveLength(count);
      const under = [...counts].filter(([other]) => other.endsWith(`.${name}`));
      expect(rows.length).toBe(count + under.reduce((a, [, n]) => a + n, 0));
    }
  });
});
