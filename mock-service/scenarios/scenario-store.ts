import type { Database } from '../db/database';
import { notifyMutation } from '../core/mutations';
import { SCENARIOS, scenarioById } from './index';
import type { ScenarioAction } from '../worker-protocol';
import type {
  DemoScenarioListing,
  DemoScenarioStartReply,
  DemoStartedScenario,
} from '../../src/lib/demo-control-types';
import { describeStarted } from './started';
import { addFirstSources, removeFirstSources } from './first-sources';
import { MockError } from '../core/mock-error';

/** The demo panel's Scenarios tab, as the worker answers it (backend.ts). */
export async function answerScenarios(db: Database, action: ScenarioAction, now: number) {
  if (action.method === 'list') return listScenarios(db, now);
  if (action.method === 'start') return startScenario(db, action.scenarioId, now);
  await removeScenario(db, action.id);
  return undefined;
}

/** Every scenario on offer, and those started, newest first. */
export function listScenarios(db: Database, now: number): DemoScenarioListing {
  return {
    offered: SCENARIOS.map(({ id, title, summary, orgId }) => ({ id, title, summary, orgId })),
    started: db.startedScenarios
      .all()
      .map((record) => describeStarted(record, now))
      .filter((s): s is DemoStartedScenario => s !== null)
      .sort((a, b) => b.startedAt.localeCompare(a.startedAt)),
  };
}

/**
 * Starts a scenario now on the mock's clock. One that is scheduled or running already is given
 * back as it is, so opening the same story link twice does not double the traffic.
 */
export async function startScenario(db: Database, scenarioId: string, now: number): Promise<DemoScenarioStartReply> {
  const scenario = scenarioById(scenarioId);
  if (!scenario) return { ok: false, message: `No scenario is called "${scenarioId}".` };
  const active = listScenarios(db, now).started.find((s) => s.scenarioId === scenarioId && s.state !== 'ended');
  if (active) return { ok: true, started: active };
  try {
    await addFirstSources(db, scenario, now, now);
  } catch (error) {
    if (error instanceof MockError) return { ok: false, message: error.message };
    throw error;
  }
  const record = await db.startedScenarios.create({
    id: crypto.randomUUID(),
    scenarioId,
    startedAt: new Date(now).toISOString(),
  });
  await notifyMutation();
  return { ok: true, started: describeStarted(record, now)! };
}

/** Removes a started scenario: its traffic leaves every screen, past and future. */
export async function removeScenario(db: Database, id: string): Promise<boolean> {
  const record = db.startedScenarios.all().find((s) => s.id === id);
  if (!record) return false;
  const scenario = scenarioById(record.scenarioId);
  if (scenario) removeFirstSources(db, scenario, Date.parse(record.startedAt));
  db.startedScenarios.delete(record);
  await notifyMutation();
  return true;
}
