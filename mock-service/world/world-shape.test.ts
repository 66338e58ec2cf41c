import { describe, expect, it } from 'vitest';
import { catalogue, trendFactor } from './catalogue';
import { securityId } from './categories';
import { FIXTURE_NOW, fixture } from './fixture';
import { DAY_MS, RECORD_TYPES } from './inputs';
import { dashboardWindow, createWorld } from './world';

const inputs = fixture();
const world = createWorld(inputs);
/** Four whole weeks ending at the start of today (UTC). */
const month = {
  from: Math.floor(FIXTURE_NOW / DAY_MS) * DAY_MS - 28 * DAY_MS,
  to: Math.floor(FIXTURE_NOW / DAY_MS) * DAY_MS,
};
const share = (part: number, whole: number) => part / whole;

describe('the DNS world: its shape over four weeks of the fixture (30 organizations, 2,000-source agency)', () => {
  const types = world.breakdown(month, {}, 'recordType');
  const total = Object.values(types).reduce((a, b) => a + b, 0);

  it('holds thousands of names, the resolver test domains among them, and some trending up', () => {
    const names = catalogue(inputs.seed).names;
    expect(names.length).toBeGreaterThan(5000);
    const test = names.find((n) => n.name === 'malware.testcategory.com');
    expect(test?.securityCategoryId).toBe(securityId('Malware'));
    const trending = names.filter((n) => n.trendPhase >= 0);
    expect(trending.length).toBeGreaterThan(3);
    const day = Math.floor(FIXTURE_NOW / DAY_MS);
    expect(trending.some((n) => trendFactor(n, day + 5) > trendFactor(n, day))).toBe(true);
  });

  it('mixes record types as passive DNS does: A 86%, AAAA 10%, PTR 3%, every other type present', () => {
    expect(share(types.A, total)).toBeCloseTo(0.86, 2);
    expect(share(types.AAAA, total)).toBeCloseTo(0.1, 2);
    expect(share(types.PTR, total)).toBeCloseTo(0.03, 2);
    for (const type of RECORD_TYPES) expect(types[type], type).toBeGreaterThan(0);
  });

  it('sends 30-40% over IPv6, mostly plain DNS over UDP, and every protocol', () => {
    const ip = world.breakdown(month, {}, 'ipVersion');
    expect(share(ip.ipv6, ip.ipv4 + ip.ipv6)).toBeGreaterThan(0.3);
    expect(share(ip.ipv6, ip.ipv4 + ip.ipv6)).toBeLessThan(0.4);
    const protocols = world.breakdown(month, {}, 'protocol');
    expect(share(protocols.UDP, total)).toBeCloseTo(0.8, 2);
    expect(Math.min(...Object.values(protocols))).toBeGreaterThan(0);
  });

  it('blocks well under 1% of queries, mostly threats', () => {
    const blocked = world.series(month, 'day', {}, 'blocked').reduce((a, p) => a + p.count, 0);
    expect(share(blocked, total)).toBeGreaterThan(0.001);
    expect(share(blocked, total)).toBeLessThan(0.008);
    const byCategory = world.blockedByCategory(month, {});
    expect(byCategory.get('Malware')).toBeGreaterThan(0);
    expect([...byCategory.values()].reduce((a, b) => a + b, 0)).toBe(blocked);
  });

  it('peaks at 3-4x the night in office hours, and a weekend day carries about a third of a weekday', () => {
    // Local time of the organization: the shape follows its working day.
    const offset = inputs.orgs.find((o) => o.orgId === 'org-00')!.utcOffsetMinutes * 60_000;
    const hours = world.series(month, 'hour', { orgIds: ['org-00'] }, 'total');
    const local = (t: number) => new Date(t + offset);
    const weekday = (t: number) => local(t).getUTCDay() % 6 !== 0;
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    const at = (hour: number) =>
      mean(hours.filter((p) => weekday(p.time) && local(p.time).getUTCHours() === hour).map((p) => p.count));
    expect(at(10) / at(3)).toBeGreaterThan(3);
    expect(at(10) / at(3)).toBeLessThan(4.2);
    const days = new Map<string, number>();
    for (const p of hours) {
      const key = local(p.time).toISOString().slice(0, 10);
      days.set(key, (days.get(key) ?? 0) + p.count);
    }
    const full = [...days].slice(1, -1);
    const weekend = full.filter(([d]) => [0, 6].includes(new Date(d).getUTCDay())).map(([, n]) => n);
    const working = full.filter(([d]) => ![0, 6].includes(new Date(d).getUTCDay())).map(([, n]) => n);
    expect(mean(weekend) / mean(working)).toBeGreaterThan(0.28);
    expect(mean(weekend) / mean(working)).toBeLessThan(0.4);
  });

  it('a source sends nothing before it was added, and an organization without sources has no traffic', () => {
    const recent = inputs.sources.find((s) => s.orgId !== 'org-00' && FIXTURE_NOW - s.addedAt < 20 * DAY_MS)!;
    const before = { from: recent.addedAt - 3 * DAY_MS, to: recent.addedAt };
    const after = { from: recent.addedAt, to: recent.addedAt + DAY_MS };
    expect(world.count(before, { sourceKeys: [recent.key] })).toBe(0);
    expect(world.count(after, { sourceKeys: [recent.key] })).toBeGreaterThan(0);
    const { range, unit } = dashboardWindow(FIXTURE_NOW, 30);
    expect(world.series(range, unit, { orgIds: ['org-29'] }, 'total').every((p) => p.count === 0)).toBe(true);
    expect(world.page(range, { orgIds: ['org-29'] }, 100).rows).toEqual([]);
  });

  it('keeps the agreement rule at full scale, across an hour boundary of the large agency', () => {
    const boundary = Math.floor((FIXTURE_NOW - 2 * DAY_MS) / 3_600_000) * 3_600_000 + 14 * 3_600_000;
    const range = { from: boundary - 3 * 60_000 - 123, to: boundary + 4 * 60_000 + 77 };
    const scope = { orgIds: ['org-00'] };
    const rows = [...world.rows(range, scope)];
    expect(rows.length).toBeGreaterThan(10_000);
    expect(world.series(range, 'hour', scope, 'total').reduce((a, p) => a + p.count, 0)).toBe(rows.length);
    const blocked = rows.filter((r) => r.decision === 'block').length;
    expect(world.series(range, 'hour', scope, 'blocked').reduce((a, p) => a + p.count, 0)).toBe(blocked);
    expect(world.breakdown(range, scope, 'ipVersion').ipv6).toBe(rows.filter((r) => r.ipVersion === 'ipv6').length);
  });

  it('is deterministic: the same inputs give the same numbers and rows, another seed others', () => {
    const again = createWorld(fixture());
    const day = { from: FIXTURE_NOW - DAY_MS, to: FIXTURE_NOW };
    expect(again.series(day, 'hour', {}, 'total')).toEqual(world.series(day, 'hour', {}, 'total'));
    expect(again.page(day, { orgIds: ['org-03'] }, 20)).toEqual(world.page(day, { orgIds: ['org-03'] }, 20));
    const other = createWorld(fixture({ seed: 7 }));
    expect(other.series(day, 'hour', {}, 'total')).not.toEqual(world.series(day, 'hour', {}, 'total'));
  });
});
