import type { Database } from '../db/database';
import { notifyMutation } from '../core/mutations';
import { SCENARIOS, scenarioById } from './index';
import { type StartedScenario, describeStarted } from './started';

/** What the demo panel's Scenarios tab shows: every scenario on offer, and those started. */
export interface ScenarioListing {
  offered: { id: string; title: string; summary: string; orgId: string }[];
  started: StartedScenario[];
}

export type ScenarioStartReply = { ok: true; started: StartedScenario } | { ok: false; message: string };

export function listScenarios(db: Database, now: number): ScenarioListing {
  return {
    offered: SCENARIOS.map(({ id, title, summary, orgId }) => ({ id, title, summary, orgId })),
    started: db.startedScenarios
      .all()
      .map((record) => describeStarted(record, now))
      .filter((s): s is StartedScenario => s !== null)
      .sort((a, b) => b.startedAt.localeCompare(a.startedAt)),
  };
}

/**
 * Starts a scenario now on the mock's clock. One that is scheduled or running already is given
 * back as it is, so opening the same story link twice does not double the traffic.
 */
export async function startScenario(db: Database, scenarioId: string, now: number): Promise<ScenarioStartReply> {
  if (!scenarioById(scenarioId)) return { ok: false, message: `No scenario is called "${scenarioId}".` };
  const active = listScenarios(db, now).started.find((s) => s.scenarioId === scenarioId && s.state !== 'ended');
  if (active) return { ok: true, started: active };
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
  db.startedScenarios.delete(record);
  await notifyMutation();
  return true;
}
