import * as v from 'valibot';
import { ErrorKey } from '../../src/api/error-keys';
import { unknownEndpointReply } from '../../mock-service/core/catch-all';
import { CHAOS_DEMO, chaos, normalizeChaos } from '../../mock-service/core/chaos';
import { clock } from '../../mock-service/core/clock';
import { FaultError, faults } from '../../mock-service/core/faults';
import { errorReply } from '../../mock-service/core/mock-error';
import { forgetAlertSchedule } from '../../mock-service/alerts/scheduler';
import { forgetExtractMailSchedule } from '../../mock-service/extracts/run-mail';
import { db } from '../../mock-service/db/database';
import { resetDatabase } from '../../mock-service/persistence';
import { afterTimeMoved } from '../../mock-service/core/time-moved';
import { finishRunningJobs } from '../../mock-service/core/jobs';
import { listScenarios, removeScenario, startScenario } from '../../mock-service/scenarios/scenario-store';

/**
 * The demo panel's controls over HTTP, under /__mock/, for test suites written against the mock
 * server: the clock, scenarios, injected faults, chaos, a reset and the outbox. Bodies are checked like the
 * API's (a keyed request.invalid at the field); a refused control changes nothing.
 */
export const CONTROL_PREFIX = '/__mock/';
/** The controls also use DELETE (clear faults, chaos off); the API itself never does. */
export const CONTROL_METHODS = ['GET', 'POST', 'DELETE', 'OPTIONS'] as const;

const TEN_YEARS_MS = 10 * 365 * 24 * 3600_000;
const advanceBody = v.object({
  ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(TEN_YEARS_MS)),
  /** As the demo panel does: signed-in sessions keep their idle time. By default a test suite sees them age. */
  keepSessions: v.optional(v.boolean()),
});
const virtualBody = v.object({
  at: v.union([
    v.pipe(v.string(), v.isoTimestamp('at must be an ISO 8601 timestamp')),
    v.pipe(v.number(), v.integer()),
  ]),
});
const scenarioStartBody = v.object({ scenarioId: v.pipe(v.string(), v.minLength(1)) });
const scenarioRemoveBody = v.object({ id: v.pipe(v.string(), v.minLength(1)) });
const faultBody = v.object({
  endpointId: v.string(),
  key: v.string(),
  count: v.number(),
  field: v.optional(v.string()),
  status: v.optional(v.number()),
});
const rate = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)));
const chaosBody = v.strictObject({
  seed: v.optional(v.pipe(v.number(), v.integer())),
  latencyMs: v.optional(v.tuple([v.pipe(v.number(), v.minValue(0)), v.pipe(v.number(), v.minValue(0))])),
  errorRate: rate,
  networkErrorRate: rate,
  malformedRate: rate,
  schemaBreakRate: rate,
  sparePaths: v.optional(v.array(v.string())),
});

class Refused extends Error {
  constructor(readonly reply: Response) {
    super('refused');
  }
}

const invalid = (field: string | undefined, message: string) =>
  new Refused(errorReply(400, [{ key: ErrorKey.invalidRequest, message, ...(field ? { field } : {}) }]));

async function bodyOf<T extends v.GenericSchema>(request: Request, schema: T): Promise<v.InferOutput<T>> {
  let json: unknown;
  try {
    const text = await request.text();
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new Refused(errorReply(400, [{ key: ErrorKey.malformedJson, message: 'The body is not valid JSON.' }]));
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  throw invalid(v.getDotPath(issue) ?? undefined, issue.message);
}

const clockState = () => ({ now: clock.isoNow(), nowMs: clock.now(), virtual: clock.isVirtual() });

/**
 * Runs what falls due when time moves (core/time-moved.ts, as the demo panel's clock does).
 * Sessions age with the clock unless the caller asks them to keep their idle time.
 */
async function moved(move: () => void, keepSessions = false): Promise<Response> {
  const before = clock.now();
  move();
  await afterTimeMoved(db, clock, keepSessions ? clock.now() - before : 0);
  return Response.json({ result: clockState() });
}

type Route = (request: Request) => Promise<Response> | Response;

const routes: Record<string, Route> = {
  'GET clock': () => Response.json({ result: clockState() }),
  'POST clock/advance': async (request) => {
    const { ms, keepSessions } = await bodyOf(request, advanceBody);
    return moved(() => clock.advance(ms), keepSessions);
  },
  'POST clock/virtual': async (request) => {
    const { at } = await bodyOf(request, virtualBody);
    return moved(() => clock.useVirtualTime(typeof at === 'number' ? at : Date.parse(at)));
  },
  'POST clock/real': () => moved(() => clock.useRealTime()),
  // The demo panel's Finish running jobs: the clock moves to the latest end of the running jobs.
  'POST jobs/finish': async () => Response.json({ result: { ...(await finishRunningJobs()), clock: clockState() } }),
  // The demo panel's Scenarios tab: what is offered and started, start one now (on the mock's clock), remove one.
  'GET scenarios': () => Response.json({ result: listScenarios(db, clock.now()) }),
  'POST scenarios': async (request) => {
    const { scenarioId } = await bodyOf(request, scenarioStartBody);
    const reply = await startScenario(db, scenarioId, clock.now());
    if (!reply.ok) throw invalid('scenarioId', reply.message);
    return Response.json({ result: { started: reply.started } });
  },
  'DELETE scenarios': async (request) => {
    const { id } = await bodyOf(request, scenarioRemoveBody);
    if (!(await removeScenario(db, id))) throw invalid('id', `No started scenario has the id "${id}".`);
    return Response.json({ result: listScenarios(db, clock.now()) });
  },
  'GET faults': () => Response.json({ result: { faults: faults.list() } }),
  'POST faults': async (request) => {
    try {
      return Response.json({ result: { fault: faults.inject(await bodyOf(request, faultBody)) } });
    } catch (error) {
      if (error instanceof FaultError) throw invalid(error.field, error.message);
      throw error;
    }
  },
  'DELETE faults': () => {
    faults.clear();
    return Response.json({ result: { faults: [] } });
  },
  'GET chaos': () => Response.json({ result: chaos.stats() }),
  // A body like MOCK_CHAOS's JSON: the demo rates unless given, seed 1 unless given.
  'POST chaos': async (request) => {
    const setting = await bodyOf(request, chaosBody);
    chaos.set(normalizeChaos({ ...CHAOS_DEMO, seed: 1, ...setting }));
    return Response.json({ result: chaos.stats() });
  },
  'DELETE chaos': () => {
    chaos.off();
    return Response.json({ result: chaos.stats() });
  },
  // Everything a test suite may have changed: data (to the seed), faults, chaos and the clock. Sessions stay.
  'POST reset': async () => {
    await resetDatabase();
    forgetAlertSchedule();
    forgetExtractMailSchedule();
    faults.clear();
    chaos.off();
    clock.useRealTime();
    return Response.json({ result: { reset: true, clock: clockState() } });
  },
  'GET outbox': () => Response.json({ result: { mails: db.outbox.all().map((mail) => ({ ...mail })) } }),
};

/** Lists the controls: GET /__mock/. */
const index = (): Response =>
  Response.json({ result: { controls: Object.keys(routes).map((r) => r.replace(' ', ` ${CONTROL_PREFIX}`)) } });

/** Answers a /__mock/ request, or undefined when the path is not under the prefix. */
export async function answerControl(request: Request): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(CONTROL_PREFIX) && pathname !== '/__mock') return undefined;
  const name = pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  if (name === '' && request.method === 'GET') return index();
  const route = routes[`${request.method} ${name}`];
  if (!route) return unknownEndpointReply(request.method, pathname);
  try {
    return await route(request);
  } catch (error) {
    if (error instanceof Refused) return error.reply;
    throw error;
  }
}
