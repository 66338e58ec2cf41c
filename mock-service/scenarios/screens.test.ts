// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { SEED_NOW, seedDatabase } from '../seed/index';
import { sinkholeFilter } from '../world-adapter/sinkhole-files';
import { worldInputs } from '../world-adapter/world-inputs';
import { gapAnalysis, gapWindow, nextGapRefreshAfter } from '../world/gap';
import { DAY_MS, type WorldInputs, type WorldPolicy } from '../world/inputs';
import { apexOf } from '../world/scenario-traffic';
import { type World, createWorld } from '../world/world';
import { SCENARIOS } from './index';
import { scenarioWindow } from './scenario';
import { listScenarios, removeScenario, startScenario } from './scenario-store';

/**
 * Each scenario on the screens that read names rather than rows: threat analysis and intel,
 * policy impact analysis and the weekly gap analysis count its queries as DNS Logs lists them.
 */
const STARTED = SEED_NOW - 8 * 3_600_000;

beforeAll(() => seedDatabase());

async function startedInputs(scenarioId: string): Promise<WorldInputs> {
  await startScenario(db, scenarioId, STARTED);
  const inputs = worldInputs(db);
  for (const started of listScenarios(db, STARTED).started) await removeScenario(db, started.id);
  return inputs;
}

const NOT_BLOCKED = ['none', 'allow', 'logOnly', 'override'] as const;

describe.each(SCENARIOS.map((s) => [s.id, s] as const))('the %s scenario', (_, scenario) => {
  const range = scenarioWindow(scenario, STARTED);
  const orgIds = [scenario.orgId];
  const apexes = [...new Set(scenario.domains.map((d) => apexOf(d.name)))];
  const day = Math.floor(range.from / DAY_MS);
  const dayRange = { from: day * DAY_MS, to: (day + 1) * DAY_MS };
  let inputs: WorldInputs;
  let world: World;
  beforeAll(async () => {
    inputs = await startedInputs(scenario.id);
    world = createWorld(inputs);
  });

  it("puts its domains in the threat analysis of the day, with the day's DNS Logs counts", () => {
    const records = world.threatAnalysis({ orgIds }, 'unranked', day, { days: 1 });
    for (const name of apexes) {
      const record = records.find((r) => r.domain_name === name);
      expect(record, name).toBeDefined();
      const blocked = world.count(dayRange, { orgIds, name, decisions: ['block'] });
      const overridden = world.count(dayRange, { orgIds, name, decisions: ['override'] });
      const allowed = world.count(dayRange, { orgIds, name, decisions: ['none', 'allow', 'logOnly'] });
      // A moving average of ten days, the nine before it empty.
      expect(record).toMatchObject({ blocked_sma_10: blocked / 10, trend: 100 });
      expect(record!.allowed_sma_10).toBeCloseTo(allowed / 10, 2);
      expect(record!.overridden_sma_10).toBeCloseTo(overridden / 10, 2);
    }
  });

  it('lists its rated domains in the intel by domain, labelled by the feed', () => {
    const rated = scenario.domains.filter((d) => d.securityCategory);
    const records = world.threatIntel({ orgIds }, 'domain', day, { days: 1 });
    for (const domain of rated) {
      const ours = records.filter((r) => r.name === domain.name);
      expect(ours.length, domain.name).toBeGreaterThan(0);
      expect(ours.reduce((sum, r) => sum + r.count, 0)).toBe(world.count(dayRange, { orgIds, name: domain.name }));
      expect(ours[0].label).toBe(domain.threat ?? domain.securityCategory);
    }
  });

  it("counts its queries in a policy's impact analysis", () => {
    const candidate: WorldPolicy = {
      id: 'scenario-impact-candidate',
      orgId: scenario.orgId,
      precedence: 0,
      action: 'block',
      expression: [{ selector: 'domain', operator: 'in', values: apexes }],
      enforcedFrom: range.to,
    };
    const result = world.impact(candidate, range);
    const ours = apexes.reduce((sum, name) => sum + world.count(range, { orgIds, name }), 0);
    expect(ours).toBeGreaterThan(0);
    expect(result.affected).toBe(ours);
    expect(result.total).toBe(world.count(range, { orgIds }));
    expect(Object.values(result.from).reduce((sum, n) => sum + n, 0)).toBe(ours);
  });

  it("fills a sinkhole policy's log hours with its queries from the policy's enforcement on", () => {
    const halfway = Math.floor((range.from + range.to) / 2);
    const policy: WorldPolicy = {
      id: 'scenario-sinkhole',
      orgId: scenario.orgId,
      precedence: 0,
      action: 'override',
      expression: [{ selector: 'domain', operator: 'in', values: apexes }],
      enforcedFrom: halfway,
    };
    const sinkholed = createWorld({ ...inputs, policies: [...inputs.policies, policy] });
    const rows = [...sinkholed.rows(range, { orgIds, ...sinkholeFilter([policy.id]) })];
    const later = { from: halfway, to: range.to };
    expect(rows.length).toBe(apexes.reduce((sum, name) => sum + world.count(later, { orgIds, name }), 0));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.time >= halfway)).toBe(true);
  });

  it('shows its unblocked domains as gaps of a block policy at the next Sunday', () => {
    const [named, ...others] = apexes;
    if (!others.length) return;
    const policy: WorldPolicy = {
      id: 'scenario-gap-policy',
      orgId: scenario.orgId,
      precedence: 8,
      action: 'block',
      expression: [{ selector: 'domain', operator: 'is', values: [named] }],
      enforcedFrom: range.from - 7 * DAY_MS,
    };
    const gapWorld = createWorld({ ...inputs, policies: [...inputs.policies, policy] });
    const week = gapWindow(nextGapRefreshAfter(range.to));
    expect(week.from <= range.from && range.to <= week.to).toBe(true);
    const gap = gapAnalysis(gapWorld, scenario.orgId, week).find((g) => g.policy.id === policy.id)!;
    // Near misses: the same content category as the named domain, asked and not blocked.
    const contentOf = (name: string) => scenario.domains.find((d) => apexOf(d.name) === name)!.contentCategory;
    const missed = (name: string) => gapWorld.count(week, { orgIds, name, decisions: [...NOT_BLOCKED] });
    const near = others.filter((name) => contentOf(name) === contentOf(named));
    for (const name of near) expect(gap.gaps.find((g) => g.domain === name)?.occurrences ?? 0, name).toBe(missed(name));
    expect(gap.gaps.some((g) => near.includes(g.domain))).toBe(near.some((name) => missed(name) > 0));
  });
});
