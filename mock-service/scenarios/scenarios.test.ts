// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { SEED_NOW, seedDatabase } from '../seed/index';
import { worldInputs } from '../world-adapter/world-inputs';
import type { WorldInputs, WorldPolicy } from '../world/inputs';
import { type World, createWorld } from '../world/world';
import { SCENARIOS } from './index';
import { scenarioWindow } from './scenario';
import { listScenarios, removeScenario, startScenario } from './scenario-store';

/**
 * Each scenario, started on the seeded demo: its queries are in the world, every reading of the
 * world agrees about them, the same start gives the same rows, and a policy enforced halfway
 * changes the later queries only.
 */
const STARTED = SEED_NOW - 8 * 3_600_000;
let base: WorldInputs;

beforeAll(async () => {
  await seedDatabase();
  base = worldInputs(db);
});

async function startedInputs(scenarioId: string): Promise<WorldInputs> {
  await startScenario(db, scenarioId, STARTED);
  const inputs = worldInputs(db);
  for (const started of listScenarios(db, STARTED).started) await removeScenario(db, started.id);
  return inputs;
}

const namesOf = (domains: readonly { name: string }[]) => domains.map((d) => d.name);

describe.each(SCENARIOS.map((s) => [s.id, s] as const))('the %s scenario', (_, scenario) => {
  const range = scenarioWindow(scenario, STARTED);
  const scope = { orgIds: [scenario.orgId] };
  let inputs: WorldInputs;
  let world: World;
  beforeAll(async () => {
    inputs = await startedInputs(scenario.id);
    world = createWorld(inputs);
  });

  it('adds its queries to the organization, from as many sources as it names, and to no one else', () => {
    const queries = inputs.scenarioQueries ?? [];
    expect(queries.length).toBeGreaterThan(0);
    expect(new Set(queries.map((q) => q.sourceKey)).size).toBe(scenario.sources);
    const before = createWorld(base);
    // New agency's sources are new too: their ordinary traffic comes with them.
    const added = world.count(range, scope) - before.count(range, scope);
    if (scenario.firstSources) expect(added).toBeGreaterThan(queries.length);
    else expect(added).toBe(queries.length);
    expect(world.count(range, { orgIds: ['org-epa'] })).toBe(before.count(range, { orgIds: ['org-epa'] }));
  });

  it("gives the dashboard's blocked count and top lists the rows of the same filter", () => {
    const blockedRows = [...world.rows(range, { ...scope, decisions: ['block'] })];
    expect(world.totals(range, scope).blocked).toBe(blockedRows.length);
    expect(world.count(range, { ...scope, decisions: ['block'] })).toBe(blockedRows.length);
    const byName = world.blockedByName(range, scope);
    for (const name of namesOf(scenario.domains))
      expect(byName.get(name) ?? 0).toBe(blockedRows.filter((r) => r.name === name).length);
    const total = world.series(range, 'hour', scope, 'total').reduce((sum, p) => sum + p.count, 0);
    expect(total).toBe(world.count(range, scope));
  });

  it('is the same on a second build from the same start', async () => {
    const again = createWorld(await startedInputs(scenario.id));
    const ours = (w: World) =>
      [...w.rows(range, scope)].filter((r) => scenario.domains.some((d) => r.name.endsWith(d.name)));
    expect(ours(again)).toEqual(ours(world));
    expect(ours(world).length).toBe(inputs.scenarioQueries!.length);
  });

  it('is decided by a policy enforced halfway from then on, never before', () => {
    const halfway = Math.floor((range.from + range.to) / 2);
    const policy: WorldPolicy = {
      // First in precedence, so it decides every later query whatever decided it before; the
      // organization's own, so only its source sets get new decision tables.
      id: 'scenario-test-override',
      orgId: scenario.orgId,
      precedence: 0,
      action: 'override',
      expression: [{ selector: 'domain', operator: 'in', values: namesOf(scenario.domains) }],
      enforcedFrom: halfway,
    };
    const later = createWorld({ ...inputs, policies: [...inputs.policies, policy] });
    const ours = (w: World) => [...w.rows(range, scope)].filter((r) => r.index >= 2 ** 30);
    const [was, now] = [ours(world), ours(later)];
    expect(now.map((r) => r.time)).toEqual(was.map((r) => r.time));
    now.forEach((row, k) => {
      if (row.time < halfway) expect(row).toEqual(was[k]);
      else expect(row).toMatchObject({ decision: 'override', policyId: 'scenario-test-override' });
    });
    expect(was.some((r) => r.decision !== 'override')).toBe(true);
  });
});
