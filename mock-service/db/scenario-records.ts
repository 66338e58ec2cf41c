import * as v from 'valibot';

/**
 * A demo scenario a presenter started (mock-service/scenarios): only its id and the moment, so
 * the traffic is computed from the seed and never stored.
 */
export const startedScenarioRecord = v.object({
  id: v.string(),
  scenarioId: v.string(),
  startedAt: v.string(),
});
export type StartedScenarioRecord = v.InferOutput<typeof startedScenarioRecord>;
