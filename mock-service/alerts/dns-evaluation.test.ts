import { describe, expect, it } from 'vitest';
import {
  type AlertSet,
  DISABLED_POLICY_ALERT,
  DISABLED_PROVIDER_POLICY_ALERT,
  DISABLED_SOURCE_ALERT,
  NO_SYSTEM_ALERTS,
} from '../../src/api/alert-sets/contract';
import { FIXTURE_NOW, fixture } from '../world/fixture';
import { DAY_MS, type Decision, HOUR_MS } from '../world/inputs';
import type { WorldRow } from '../world/rows';
import { createWorld } from '../world/world';
import { type DnsContext, changePercent, evaluateDnsSet, thresholdFires } from './dns-evaluation';

/*
 * Every expected count here is tallied from the world's log rows (what DNS Logs lists), not from
 * world.count, which the evaluation uses: the two are different code paths over the same queries.
 */
const inputs = fixture({ orgs: 4, largeOrgSources: 14, maxSources: 8 });
const world = createWorld(inputs);
const ctx: DnsContext = { world, globalOrgId: 'org-global' };

const base: AlertSet = {
  orgId: 'org-00',
  id: 'as-test',
  alertType: 'DNS Events',
  name: 'Test',
  description: '',
  distribution: [],
  cadence: 'Daily',
  organizationsForGlobal: [],
  policy: DISABLED_POLICY_ALERT,
  source: DISABLED_SOURCE_ALERT,
  providerPolicy: DISABLED_PROVIDER_POLICY_ALERT,
  system: NO_SYSTEM_ALERTS,
  lastEvaluatedAt: null,
  lastAlertAt: null,
};
const alertSet = (fields: Partial<AlertSet>): AlertSet => ({ ...base, ...fields });

const DAY_END = Math.floor(FIXTURE_NOW / DAY_MS) * DAY_MS;
const lastDay = { from: DAY_END - DAY_MS, to: DAY_END };
const rowsOf = (range: { from: number; to: number }, orgIds: string[]): WorldRow[] => [
  ...world.rows(range, { orgIds }),
];
const tally = (rows: WorldRow[], test: (row: WorldRow) => boolean) => rows.filter(test).length;
const ANSWERED: Decision[] = ['allow', 'logOnly', 'none'];
const orgPolicies = (orgId: string) => new Set(inputs.policies.filter((p) => p.orgId === orgId).map((p) => p.id));
const globalIds = new Set(inputs.policies.filter((p) => p.orgId === null).map((p) => p.id));

describe('a policy alert on a match', () => {
  const rows = rowsOf(lastDay, ['org-00']);
  const own = orgPolicies('org-00');

  it("counts the period's queries the organization's own policies blocked, and fires on any", () => {
    const expected = tally(rows, (r) => r.decision === 'block' && own.has(r.policyId ?? ''));
    expect(expected, 'the fixture blocks something by its own policies in a day').toBeGreaterThan(0);
    const set = alertSet({
      policy: { ...DISABLED_POLICY_ALERT, enabled: true, actions: ['Block'], trigger: { type: 'match' } },
    });
    const [finding] = evaluateDnsSet(set, lastDay, ctx);
    expect(finding).toMatchObject({ alert: 'policy', count: expected, range: lastDay });
    const [topName, topCount] = finding.tops.domains[0];
    expect(topCount).toBe(tally(rows, (r) => r.name === topName && r.decision === 'block' && own.has(r.policyId!)));
  });

  it('counts only the chosen policies and sources, and stays silent when none of them decided anything', () => {
    const source = inputs.sources.find((s) => s.orgId === 'org-00' && !s.removedAt)!;
    const chosen = { orgId: 'org-00', ipAddresses: [{ sourceSetId: source.sourceSetId, ip: source.key }] };
    const set = alertSet({
      policy: {
        ...DISABLED_POLICY_ALERT,
        enabled: true,
        actions: ['Allow', 'Block', 'Override'],
        policies: [{ orgId: 'org-00', policyIds: ['org-00-gambling'] }],
        sources: [chosen],
        trigger: { type: 'match' },
      },
    });
    const expected = tally(rows, (r) => r.sourceKey === source.key && r.policyId === 'org-00-gambling');
    expect(evaluateDnsSet(set, lastDay, ctx).map((f) => f.count)).toEqual(expected ? [expected] : []);
    const none = { ...set, policy: { ...set.policy, policies: [{ orgId: 'org-00', policyIds: ['no-such-policy'] }] } };
    expect(evaluateDnsSet(none, lastDay, ctx)).toEqual([]);
  });

  it("Global's sets count the global policies' decisions in the organizations they name", () => {
    const set = alertSet({
      orgId: 'org-global',
      organizationsForGlobal: ['org-01', 'org-02'],
      policy: { ...DISABLED_POLICY_ALERT, enabled: true, actions: ['Block'], trigger: { type: 'match' } },
    });
    const hour = { from: DAY_END - HOUR_MS, to: DAY_END };
    const expected = tally(
      rowsOf(hour, ['org-01', 'org-02']),
      (r) => r.decision === 'block' && globalIds.has(r.policyId!),
    );
    expect(evaluateDnsSet(set, hour, ctx).map((f) => f.count)).toEqual(expected ? [expected] : []);
  });
});

describe('a threshold', () => {
  // Sunday 13:00-14:00 UTC against 12:00-13:00 UTC: the morning in the organizations' time zones.
  const hour = { from: DAY_END - 11 * HOUR_MS, to: DAY_END - 10 * HOUR_MS };
  const before = { from: hour.from - HOUR_MS, to: hour.from };
  const answered = (r: WorldRow) => ANSWERED.includes(r.decision);
  const count = tally(rowsOf(hour, ['org-01']), answered);
  const previous = tally(rowsOf(before, ['org-01']), answered);
  const change = ((count - previous) / previous) * 100;
  const sourceSet = (changePercent: number, minimumCount: number) =>
    alertSet({
      orgId: 'org-01',
      cadence: 'Hourly',
      source: {
        ...DISABLED_SOURCE_ALERT,
        enabled: true,
        actions: ['Allow'],
        trigger: { type: 'threshold', changePercent, period: 'Hourly', minimumCount },
      },
    });

  it('fires on a rise of at least the change percent that reaches the minimum count, and not short of either', () => {
    expect(count, 'traffic rises into the working day').toBeGreaterThan(previous);
    const [finding] = evaluateDnsSet(sourceSet(Math.floor(change), count), hour, ctx);
    expect(finding).toMatchObject({ alert: 'source', count, previous: { count: previous, range: before } });
    expect(evaluateDnsSet(sourceSet(Math.floor(change) + 1, 0), hour, ctx)).toEqual([]);
    expect(evaluateDnsSet(sourceSet(0, count + 1), hour, ctx)).toEqual([]);
  });

  it("compares the window of the trigger's period that ends with the cadence period", () => {
    // Monday 17:00-18:00 UTC: the day up to it holds a working morning, the day before it a weekend.
    const monday = { from: DAY_END + 17 * HOUR_MS, to: DAY_END + 18 * HOUR_MS };
    const window = { from: monday.to - DAY_MS, to: monday.to };
    const prior = { from: window.from - DAY_MS, to: window.from };
    const [now, then] = [tally(rowsOf(window, ['org-01']), answered), tally(rowsOf(prior, ['org-01']), answered)];
    expect(now).toBeGreaterThan(then);
    const set = sourceSet(0, 0);
    const daily = { ...set, source: { ...set.source, trigger: { ...set.source.trigger, period: 'Daily' as const } } };
    expect(evaluateDnsSet(daily, monday, ctx)).toMatchObject([
      { range: window, count: now, previous: { range: prior, count: then } },
    ]);
  });

  it('reads a rise from nothing as unbounded, and nothing as never firing', () => {
    const trigger = { type: 'threshold', changePercent: 1_000_000, period: 'Hourly', minimumCount: 0 } as const;
    expect(changePercent(5, 0)).toBeNull();
    expect(thresholdFires(trigger, 5, 0)).toBe(true);
    expect(thresholdFires({ ...trigger, changePercent: 0 }, 0, 0)).toBe(false);
    expect(changePercent(150, 100)).toBe(50);
    expect(thresholdFires({ ...trigger, changePercent: 50 }, 150, 100)).toBe(true);
    expect(thresholdFires({ ...trigger, changePercent: 51 }, 150, 100)).toBe(false);
  });
});

describe('a provider-policy alert', () => {
  it("counts the organization's queries the global policies decided, whatever the decision", () => {
    const rows = rowsOf(lastDay, ['org-02']);
    const expected = tally(rows, (r) => globalIds.has(r.policyId ?? ''));
    expect(expected).toBeGreaterThan(0);
    const set = alertSet({ orgId: 'org-02', providerPolicy: { enabled: true, sources: [], sourceSets: [] } });
    expect(evaluateDnsSet(set, lastDay, ctx)).toMatchObject([{ alert: 'providerPolicy', count: expected }]);
  });

  it('never fires while every alert of the set is off', () => {
    expect(evaluateDnsSet(alertSet({ orgId: 'org-02' }), lastDay, ctx)).toEqual([]);
  });
});
