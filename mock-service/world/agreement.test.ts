import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryName } from './categories';
import { evaluate } from './evaluator';
import { FIXTURE_NOW, fixture } from './fixture';
import { type Decision, HOUR_MS, PROTOCOLS, RECORD_TYPES } from './inputs';
import type { WorldRow } from './rows';
import type { TrafficFilter } from './traffic';
import { createWorld } from './world';

/** A small world, so every row of a range can be listed: 4 organizations, a few dozen sources. */
const inputs = fixture({ orgs: 4, largeOrgSources: 14, maxSources: 8 });
const world = createWorld(inputs);
const catalogueEntry = new Map(world.model.catalogue.names.map((n) => [n.name, n]));

const ranges = fc
  .tuple(fc.integer({ min: 0, max: 20 * 24 * 60 }), fc.integer({ min: 1, max: 150 }))
  .map(([start, minutes]) => {
    const to = FIXTURE_NOW - start * 60_000 + (start % 7) * 1_000;
    return { from: to - minutes * 60_000 - (minutes % 13) * 977, to };
  });

const filters: fc.Arbitrary<TrafficFilter> = fc.record(
  {
    orgIds: fc.subarray(
      inputs.orgs.map((o) => o.orgId),
      { minLength: 1 },
    ),
    decisions: fc.subarray<Decision>(['none', 'allow', 'block', 'override', 'logOnly'], { minLength: 1 }),
    recordTypes: fc.subarray([...RECORD_TYPES], { minLength: 1, maxLength: 4 }),
    sourceKeys: fc.subarray(
      inputs.sources.slice(0, 12).map((s) => s.key),
      { minLength: 1, maxLength: 3 },
    ),
    name: fc.constantFrom('www.google.com', 'google.com', 'testcategory.com', 'in-addr.arpa'),
  },
  { requiredKeys: [] },
);

const rowsOf = (range: { from: number; to: number }, filter: TrafficFilter) => [...world.rows(range, filter)];
const tally = (rows: WorldRow[], key: keyof WorldRow) =>
  rows.reduce((m, r) => m.set(String(r[key]), (m.get(String(r[key])) ?? 0) + 1), new Map<string, number>());

describe('the agreement rule: a total equals the rows of the same query', () => {
  it('dashboard series and breakdowns equal the rows the log iterator yields, for any range', () => {
    fc.assert(
      fc.property(ranges, fc.subarray(['org-00', 'org-01', 'org-02'], { minLength: 1 }), (range, orgIds) => {
        const rows = rowsOf(range, { orgIds });
        const sum = (unit: 'hour' | 'day', what: 'total' | 'blocked') =>
          world.series(range, unit, { orgIds }, what).reduce((a, p) => a + p.count, 0);
        expect(sum('hour', 'total')).toBe(rows.length);
        expect(sum('day', 'total')).toBe(rows.length);
        expect(sum('hour', 'blocked')).toBe(rows.filter((r) => r.decision === 'block').length);
        const ip = world.breakdown(range, { orgIds }, 'ipVersion');
        expect(ip.ipv6).toBe(tally(rows, 'ipVersion').get('ipv6') ?? 0);
        const protocols = world.breakdown(range, { orgIds }, 'protocol');
        for (const p of PROTOCOLS) expect(protocols[p]).toBe(tally(rows, 'protocol').get(p) ?? 0);
        const types = world.breakdown(range, { orgIds }, 'recordType');
        for (const t of RECORD_TYPES) expect(types[t]).toBe(tally(rows, 'recordType').get(t) ?? 0);
        const blocked = rows.filter((r) => r.decision === 'block');
        const byName = new Map<string, number>();
        for (const r of blocked) {
          const name = categoryName(r.securityCategoryId || r.contentCategoryId);
          byName.set(name, (byName.get(name) ?? 0) + 1);
        }
        expect(world.blockedByCategory(range, { orgIds })).toEqual(byName);
      }),
      { numRuns: 12 },
    );
  });

  it('holds for a source set filter, as the dashboard sends it', () => {
    const sets = world.model.sets.filter((s) => s.orgId === 'org-00').map((s) => s.id);
    const scope = { orgIds: ['org-00'], sourceSetIds: [sets[1], sets[3], sets[4]] };
    const range = { from: FIXTURE_NOW - 5 * HOUR_MS - 4321, to: FIXTURE_NOW };
    const rows = rowsOf(range, scope);
    expect(new Set(rows.map((r) => r.sourceSetId))).toEqual(new Set(scope.sourceSetIds));
    expect(world.series(range, 'hour', scope, 'total').reduce((a, p) => a + p.count, 0)).toBe(rows.length);
    const blocked = world.series(range, 'hour', scope, 'blocked').reduce((a, p) => a + p.count, 0);
    expect(blocked).toBe(rows.filter((r) => r.decision === 'block').length);
  });

  it('holds across an hour in which a policy started or stopped', () => {
    const changes = inputs.policies.flatMap((p) => [p.enforcedFrom, p.enforcedUntil ?? 0]);
    const recent = changes.filter((t) => FIXTURE_NOW - t < 30 * 24 * HOUR_MS && t % HOUR_MS);
    expect(recent.length).toBeGreaterThan(1);
    for (const t of recent) {
      const range = { from: t - 50 * 60_000, to: t + 70 * 60_000 };
      const rows = rowsOf(range, {});
      expect(world.series(range, 'hour', {}, 'total').reduce((a, p) => a + p.count, 0)).toBe(rows.length);
      const blocked = world.series(range, 'hour', {}, 'blocked').reduce((a, p) => a + p.count, 0);
      expect(blocked).toBe(rows.filter((r) => r.decision === 'block').length);
      expect(world.count(range, { decisions: ['allow'] })).toBe(rows.filter((r) => r.decision === 'allow').length);
    }
  });

  it('an extract count equals its rows for any filter; rows are in range, newest first, and pass the filter', () => {
    fc.assert(
      fc.property(ranges, filters, (range, filter) => {
        const rows = rowsOf(range, filter);
        expect(world.count(range, filter)).toBe(rows.length);
        for (let k = 0; k < rows.length; k++) {
          const row = rows[k];
          expect(row.time >= range.from && row.time < range.to).toBe(true);
          if (k) expect(row.time <= rows[k - 1].time).toBe(true);
          if (filter.decisions) expect(filter.decisions).toContain(row.decision);
          if (filter.recordTypes) expect(filter.recordTypes).toContain(row.recordType);
          if (filter.sourceKeys) expect(filter.sourceKeys).toContain(row.sourceKey);
          if (filter.name) expect(row.name === filter.name || row.name.endsWith(`.${filter.name}`)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('every row carries the decision the one evaluator gives at its time', () => {
    const range = { from: FIXTURE_NOW - 3 * HOUR_MS, to: FIXTURE_NOW };
    let checked = 0;
    for (const row of world.rows(range, { orgIds: ['org-00'] })) {
      if (checked++ % 37) continue;
      const entry = catalogueEntry.get(row.name)!;
      const query = { ...entry, orgId: row.orgId, sourceSetId: row.sourceSetId, recordType: row.recordType };
      const verdict = evaluate(inputs.policies, query, row.time);
      expect([row.decision, row.policyId]).toEqual([verdict.decision, verdict.policy?.id ?? null]);
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('pages, cursor after cursor, list exactly the rows', () => {
    const range = { from: FIXTURE_NOW - 2 * HOUR_MS - 1234, to: FIXTURE_NOW };
    const filter = { orgIds: ['org-00', 'org-01'] };
    const all = rowsOf(range, filter);
    const paged: WorldRow[] = [];
    let cursor: string | undefined;
    do {
      const page = world.page(range, filter, 1000, cursor);
      paged.push(...page.rows);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged.length).toBe(all.length);
    expect(paged.map((r) => `${r.time}.${r.setOrder}.${r.index}`)).toEqual(
      all.map((r) => `${r.time}.${r.setOrder}.${r.index}`),
    );
  });
});
