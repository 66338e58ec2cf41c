import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, fixture } from './fixture';
import { DAY_MS } from './inputs';
import { movingAverage, trendPercent } from './threats';
import { createWorld } from './world';

const world = createWorld(fixture({ orgs: 6, largeOrgSources: 200 }));
const lastDay = Math.floor(FIXTURE_NOW / DAY_MS) - 1;
const scope = { orgIds: ['org-01'] };

describe('threat arithmetic', () => {
  it('averages the 10 days ending at a day, missing days counting as 0', () => {
    const counts = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110];
    expect(movingAverage(counts, 9)).toBe(55);
    expect(movingAverage(counts, 10)).toBe(65);
    expect(movingAverage(counts, 4)).toBe(15);
  });

  it('gives the trend as the percent change of the average over 7 days', () => {
    expect(trendPercent(65, 50)).toBe(30);
    expect(trendPercent(40, 60)).toBe(-33.3);
    expect(trendPercent(5, 0)).toBe(100);
    expect(trendPercent(0, 0)).toBe(0);
  });
});

describe('threat datasets', () => {
  it('read from days the idle warmer filled an hour at a time, equal a cold world', () => {
    const warmed = createWorld(fixture({ orgs: 6, largeOrgSources: 200 }));
    let hours = 0;
    for (let day = lastDay - 2; day <= lastDay; day++) while (!warmed.warmThreatHour(day)) hours++;
    expect(hours).toBe(3 * 23);
    const everyOrg = {};
    for (const dataset of ['unranked', 'unpopular'] as const)
      expect(warmed.threatAnalysis(everyOrg, dataset, lastDay, { days: 3 })).toEqual(
        world.threatAnalysis(everyOrg, dataset, lastDay, { days: 3 }),
      );
    expect(warmed.threatIntel(everyOrg, 'domain', lastDay, { days: 3 })).toEqual(
      world.threatIntel(everyOrg, 'domain', lastDay, { days: 3 }),
    );
  });

  it('counts what world.count counts for the same name, day and decision', () => {
    const records = world.threatIntel(scope, 'domain', lastDay, { days: 1 });
    expect(records.length).toBeGreaterThan(0);
    const range = { from: lastDay * DAY_MS, to: (lastDay + 1) * DAY_MS };
    for (const record of records.slice(0, 4)) {
      const decisions =
        record.resolver_decision === 'Allow'
          ? (['allow', 'logOnly', 'none'] as const)
          : ([record.resolver_decision === 'Block' ? 'block' : 'override'] as const);
      expect(world.count(range, { ...scope, name: record.name, decisions })).toBe(record.count);
    }
  });

  it('averages the daily counts of the past 10 days and ranks by trend', () => {
    const [top] = world.threatAnalysis(scope, 'unpopular', lastDay, { days: 1 });
    const daily = (d: number) =>
      world.count({ from: d * DAY_MS, to: (d + 1) * DAY_MS }, { ...scope, name: top.domain_name });
    const average = (end: number) => Array.from({ length: 10 }, (_, k) => daily(end - k)).reduce((a, b) => a + b) / 10;
    const total = top.allowed_sma_10 + top.blocked_sma_10 + top.overridden_sma_10;
    expect(total).toBeCloseTo(average(lastDay), 1);
    expect(top.trend).toBe(trendPercent(average(lastDay), average(lastDay - 7)));
    const day = world.threatAnalysis(scope, 'unpopular', lastDay, { days: 1 });
    expect(day.map((r) => r.trend)).toEqual(day.map((r) => r.trend).sort((a, b) => b - a));
  });

  it('is the same on every build of the same inputs, and leaves out reverse names when asked', () => {
    const again = createWorld(fixture({ orgs: 6, largeOrgSources: 200 }));
    expect(again.threatAnalysis(scope, 'unranked', lastDay)).toEqual(world.threatAnalysis(scope, 'unranked', lastDay));
    expect(again.threatIntel(scope, 'host', lastDay)).toEqual(world.threatIntel(scope, 'host', lastDay));
    const noPtr = world.threatAnalysis({}, 'unranked', lastDay, { ptr: false });
    expect(noPtr.every((r) => r.ptr_indicator === 'NonPTR')).toBe(true);
    const withPtr = world.threatAnalysis({}, 'unranked', lastDay);
    expect(withPtr.some((r) => r.ptr_indicator === 'PTR' && r.domain_name.endsWith('.in-addr.arpa'))).toBe(true);
  });
});
