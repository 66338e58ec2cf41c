import type { Database } from '../db/database';
import type { StartedScenarioRecord } from '../db/scenario-records';
import type { WorldQuery, WorldSource } from '../world/inputs';
import { scenarioById } from './index';
import type { DemoStartedScenario } from '../../src/lib/demo-control-types';
import { scenarioState, scenarioWindow } from './scenario';
import { scenarioQueries } from './scenario-queries';

/** The queries of every started scenario, for the world's inputs (world-adapter/world-inputs.ts). */
export function startedScenarioQueries(db: Database, sources: readonly WorldSource[], seed: number): WorldQuery[] {
  return db.startedScenarios.all().flatMap((started) => {
    const scenario = scenarioById(started.scenarioId);
    return scenario ? scenarioQueries(scenario, Date.parse(started.startedAt), sources, seed) : [];
  });
}

export function describeStarted(started: StartedScenarioRecord, now: number): DemoStartedScenario | null {
  const scenario = scenarioById(started.scenarioId);
  if (!scenario) return null;
  const at = Date.parse(started.startedAt);
  const window = scenarioWindow(scenario, at);
  return {
    id: started.id,
    scenarioId: scenario.id,
    title: scenario.title,
    orgId: scenario.orgId,
    startedAt: started.startedAt,
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
    state: scenarioState(scenario, at, now),
  };
}
