import { answerWith } from './core/handler-routing';
import { toHex } from '../src/lib/hex';
import { unknownEndpointReply } from './core/catch-all';
import { clock } from './core/clock';
import { afterTimeMoved } from './core/time-moved';
import { FaultError, type FaultRule, faults } from './core/faults';
import { advanceToNextGapRefresh, finishRunningJobs, runningJobs } from './core/jobs';
import { onMutation } from './core/mutations';
import { db } from './db/database';
import { forgetAlertSchedule } from './alerts/scheduler';
import { forgetExtractMailSchedule } from './extracts/run-mail';
import { checkDueEvery, sendWhatFellDue } from './core/due-work';
import { handlers } from './handlers';
import { setIdleWarming } from './world-adapter/current-world';
import { SEED_VERSION, seedDatabase } from './seed';
import { replaceDatabase, resetDatabase, restoreOrSeed, startSnapshotting } from './persistence';
import { checkDataFile, dataFileName, exportDataFile } from './data-file';
import { allDestinations } from './log-push/destination-files';
import { answerScenarios } from './scenarios/scenario-store';
import { createSessionKeeper } from './session-keeper';
import { resetClock, restoreClock, saveClock } from './clock-persistence';
import {
  type Call,
  type ChangeNotice,
  CHANGES_CHANNEL,
  type FaultAction,
  type FaultReply,
  type ReadyInfo,
  type WireReply,
  type WireRequest,
} from './worker-protocol';

/** @msw/data keys records with crypto.randomUUID, which browsers offer only on https and localhost. */
function ensureRandomUUID(): void {
  if (typeof crypto.randomUUID === 'function') return;
  const uuid = () => {
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = toHex(b);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  Object.defineProperty(crypto, 'randomUUID', { value: uuid, configurable: true });
}

/** Fault injection as the demo panel asks for it: a refusal comes back as data, naming its field. */
function answerFaults(action: FaultAction): FaultReply | FaultRule[] | undefined {
  if (action.method === 'list') return faults.list();
  if (action.method === 'clear') {
    faults.clear(action.id);
    return undefined;
  }
  try {
    return { ok: true, rule: faults.inject(action.request) };
  } catch (error) {
    if (error instanceof FaultError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

const NULL_BODY = new Set([101, 204, 205, 304]);

export interface Backend {
  answer(call: Call): Promise<unknown>;
}

export interface BackendOptions {
  /**
   * A fresh seed in memory: nothing restored from or saved to IndexedDB, no sessions kept, no
   * change notices to the tabs. The journal's replay worker runs one (mock-service/journal).
   */
  memoryOnly?: boolean;
}

const NO_KEEPER = { restore: async () => undefined, adopt: async () => undefined, save: async () => undefined };

/**
 * The demo's backend as one object: the database (restored or seeded once), its snapshots, the
 * handlers and the clock. It runs in the mock's worker, once for every tab of the origin.
 */
export function createBackend(options: BackendOptions = {}): Backend {
  ensureRandomUUID();
  // Counts committed writes, so a call can tell whether it changed data.
  let writes = 0;
  const sessions = options.memoryOnly ? NO_KEEPER : createSessionKeeper();
  const ready: Promise<ReadyInfo> = (async () => {
    const start = performance.now();
    if (options.memoryOnly) await seedDatabase();
    const outcome = options.memoryOnly ? 'seeded' : await restoreOrSeed();
    // Before the sessions: their idle times are read on the demo's clock.
    if (!options.memoryOnly) await restoreClock();
    await sessions.restore();
    if (!options.memoryOnly) startSnapshotting();
    onMutation(() => void (writes += 1));
    return { outcome, ms: performance.now() - start };
  })();
  const channel =
    typeof BroadcastChannel === 'function' && !options.memoryOnly ? new BroadcastChannel(CHANGES_CHANNEL) : null;
  /** The demo clock is kept with the database (clock-persistence.ts), the replay's memory-only one is not. */
  const clockMoved = async () => {
    if (!options.memoryOnly) await saveClock();
  };
  const announce = (tab: string) => channel?.postMessage({ type: 'changed', tab } satisfies ChangeNotice);

  // Started by the first signed-in call; a replay worker's journal has no room for timed mail.
  let stopDueChecks: (() => void) | null = null;

  async function fetchReply(wire: WireRequest, tab: string): Promise<WireReply> {
    const before = writes;
    // Reminders, alerts and extract mails that fell due (core/due-work.ts). Signed-in calls only:
    // the sign-in screen's first calls do not wait for the DNS world the first alert run builds.
    const signedIn = wire.headers.some(([name]) => name.toLowerCase() === 'authorization');
    if (signedIn) {
      await sendWhatFellDue(db, clock);
      if (!options.memoryOnly) stopDueChecks ??= checkDueEvery(db, clock, () => announce('due-work'));
    }
    const request = new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
    await sessions.adopt(request);
    const { pathname } = new URL(wire.url);
    // An injected fault answers instead of the handler, so it changes nothing (core/faults.ts).
    const response =
      faults.take(wire.method, pathname) ??
      (await answerWith(handlers, request)) ??
      unknownEndpointReply(wire.method, pathname);
    await sessions.save();
    // Concurrent calls may see another tab's write too; an extra notice only costs a refetch.
    if (writes !== before) announce(tab);
    if (response.type === 'error') return { status: 0, statusText: '', headers: [], body: null, networkError: true };
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: NULL_BODY.has(response.status) ? null : await response.arrayBuffer(),
    };
  }

  return {
    async answer(call) {
      const info = await ready;
      switch (call.op) {
        case 'ready':
          if (call.idleWarming === false) setIdleWarming(false);
          return info;
        case 'fetch':
          return fetchReply(call.request, call.tab);
        case 'reset':
          await resetDatabase();
          if (options.memoryOnly) clock.useRealTime();
          else await resetClock();
          forgetAlertSchedule();
          forgetExtractMailSchedule();
          announce(call.tab);
          return undefined;
        case 'clock': {
          const method = clock[call.method] as (arg?: number) => unknown;
          const before = clock.now();
          const value = method(call.arg);
          if (call.method !== 'now' && call.method !== 'isVirtual') {
            // Moving time is where reminders, alert periods and extract mails fall due (reads never write).
            await clockMoved();
            await afterTimeMoved(db, clock, clock.now() - before);
            announce(call.tab);
          }
          return value;
        }
        case 'outbox':
          return db.outbox.all().map((mail) => structuredClone({ ...mail }));
        case 'journalInfo':
          return { seedVersion: SEED_VERSION, clock: clock.now(), virtual: clock.isVirtual() };
        // The demo panel's export: the reply's body crosses to the page without a copy (mock-worker.ts).
        case 'exportData': {
          const exportedAt = new Date().toISOString();
          const body = new TextEncoder().encode(JSON.stringify(exportDataFile(exportedAt))).buffer;
          return { fileName: dataFileName(exportedAt), body };
        }
        // The demo panel's import: checked whole first, so a refused file changes nothing.
        case 'importData': {
          const checked = checkDataFile(call.body);
          if (!checked.ok) return checked;
          await replaceDatabase(checked.dump);
          forgetAlertSchedule();
          forgetExtractMailSchedule();
          announce(call.tab);
          return { ok: true, records: Object.values(checked.dump).reduce((sum, rows) => sum + rows.length, 0) };
        }
        // Demo controls (issue 17): faults, the long jobs on the clock, the simulated destinations.
        case 'faults':
          return answerFaults(call.action);
        case 'jobs': {
          if (call.method === 'running') return runningJobs(db, clock.now());
          const moved = call.method === 'finish' ? await finishRunningJobs() : await advanceToNextGapRefresh();
          if (moved.advancedMs > 0) {
            await clockMoved();
            announce(call.tab);
          }
          return moved;
        }
        case 'destinations':
          return structuredClone(allDestinations(db, clock.now()));
        case 'scenarios': {
          const reply = await answerScenarios(db, call.action, clock.now());
          if (call.action.method !== 'list') announce(call.tab);
          return reply;
        }
      }
    },
  };
}
