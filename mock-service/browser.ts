import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { Store } from '@tanstack/store';
import { type ChaosControls, chaosControls } from './chaos-controls';
import { isApiPath } from '../src/config/api-paths';
import { chaos } from './core/chaos';
import { injectableKeys } from './core/fault-keys';
import type { FaultRequest, FaultRule } from './core/faults';
import type { RunningJob } from './core/jobs';
import type { OutboxRecord } from './db/schemas';
import { type BrowserJournal, createBrowserJournal } from './journal/browser-journal';
import type { DataImportOutcome, DemoDataFile } from '../src/lib/demo-controls';
import type { DemoScenarios } from '../src/lib/demo-control-types';
import { listen } from '../src/lib/listen';
import type { SimulatedDestination } from './log-push/destination-files';
import { createRequestHold } from './request-hold';
import { connectWorker } from './worker-client';
import {
  CHANGES_CHANNEL,
  type ChangeNotice,
  type ClockOp,
  type FaultReply,
  IDLE_WARMING_STORAGE_KEY,
  type ReadyInfo,
  type WireReply,
  type WorkerEnd,
} from './worker-protocol';

/** The mock's clock, in its worker: every call is a round trip, so every answer is a promise. */
export interface MockClock {
  now(): Promise<number>;
  isVirtual(): Promise<boolean>;
  useVirtualTime(startMs: number): Promise<void>;
  advance(ms: number): Promise<void>;
  useRealTime(): Promise<void>;
}

export interface MockControls {
  /** Back to the seeded database (for every tab: they share it). */
  reset(): Promise<void>;
  clock: MockClock;
  /** The e-mails the service would have sent (approval requests, reminders, decisions, disputes), oldest first. */
  outbox(): Promise<OutboxRecord[]>;
  /** Seeded faults on this tab's API calls (latency, 500s, network errors, bad replies); off by default. */
  chaos: ChaosControls;
  /** Browser tests: hold answers to matching paths to see loading states (request-hold.ts). */
  holdRequests(pathPattern: string): void;
  releaseRequests(): void;
  /** Called when another tab changed the shared data, so this one can refetch. Returns a stop function. */
  onDataChanged(listener: () => void): () => void;
  /** Which worker hosts the mock for this tab (SharedWorker where the browser has one; worker-client.ts). */
  host: 'shared' | 'dedicated' | 'elected' | 'injected';
  /** Whether the mock runs in this tab's own worker; false in a tab that forwards to an elected leader. */
  leading(): boolean;
  /** The tester's workflow journal: record, export, replay on a fresh seed (mock-service/journal). */
  journal: BrowserJournal;
  /** The whole demo database as a JSON file (data-file.ts). */
  exportData(): Promise<DemoDataFile>;
  /** Replaces the database for every tab with a file's, once the whole file passes its checks. */
  importData(body: ArrayBuffer): Promise<DataImportOutcome>;
  /** Demo controls: fault injection in the worker (core/faults.ts); a refusal names its field. */
  faults: {
    inject(request: FaultRequest): Promise<FaultReply>;
    list(): Promise<FaultRule[]>;
    clear(id?: string): Promise<void>;
    keys(): string[];
  };
  /** Demo controls: the long jobs on the clock (core/jobs.ts). */
  jobs: {
    running(): Promise<RunningJob[]>;
    finish(): Promise<{ advancedMs: number; finished: number }>;
    toNextGapRefresh(): Promise<{ advancedMs: number }>;
  };
  /** Demo controls: the simulated log push destinations and their files. */
  destinations(): Promise<SimulatedDestination[]>;
  /** Demo controls: the demo scenarios (mock-service/scenarios). */
  scenarios: DemoScenarios;
}

declare global {
  interface Window {
    /** For end-to-end tests and the demo controls. */
    __pdnsMock?: MockControls;
  }
}

export interface StartOptions {
  /** The address bar's query at page load: the console may already have redirected by the time the mock starts. */
  search?: string;
  /** Tests: an in-process stand-in for the worker (jsdom has none). */
  worker?: () => WorkerEnd;
}

let started: Promise<MockControls> | null = null;

/**
 * Starts the demo's backend: connects to the mock's worker (worker-client.ts), which restores or
 * seeds the database off the main thread, then forwards same-origin calls under the API prefixes
 * to it through an in-page interceptor. No service worker is involved (the PWA's worker owns the
 * scope, see the architecture notes); everything else passes through.
 */
export function startMockService(options: StartOptions = {}): Promise<MockControls> {
  started ??= start(options);
  return started;
}

const toResponse = (reply: WireReply): Response =>
  reply.networkError
    ? Response.error()
    : new Response(reply.body, { status: reply.status, statusText: reply.statusText, headers: reply.headers });

function idleWarmingWanted(): boolean {
  try {
    return window.localStorage.getItem(IDLE_WARMING_STORAGE_KEY) !== 'off';
  } catch {
    // Storage refused (a privacy mode): warming is the default.
    return true;
  }
}

async function start(options: StartOptions): Promise<MockControls> {
  const begin = performance.now();
  const worker = connectWorker(options.worker);
  const tab = crypto.getRandomValues(new Uint32Array(2)).join('-');
  const ready = await worker.call<ReadyInfo>({ op: 'ready', idleWarming: idleWarmingWanted() });
  // Read by the benchmark (scripts/bench): how long the page waited on the demo's database.
  try {
    performance.measure('pdns-mock:restore', {
      start: begin,
      detail: `${ready.outcome} in ${Math.round(ready.ms)} ms (${worker.host})`,
    });
  } catch {
    // A test DOM without User Timing Level 3; nothing depends on the figure.
  }

  const interceptor = new BatchInterceptor({
    name: 'pdns-mock-service',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  const requestHold = createRequestHold();
  const journal = await createBrowserJournal(worker, tab);
  // oxlint-disable-next-line typescript/no-misused-promises -- the interceptor awaits async request listeners (emitAsync); its Listener type says void
  interceptor.on('request', async ({ request, controller }) => {
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !isApiPath(url.pathname)) return;
    // The journal reads the request's body after the worker has taken it.
    const seen = journal.status().recording ? request.clone() : null;
    await requestHold.wait(url.pathname);
    // Chaos wraps the one answer path, so every endpoint and the catch-all meet it alike.
    const response = await chaos.apply(request, async () => {
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
      const wire = { method: request.method, url: request.url, headers: [...request.headers], body };
      return toResponse(await worker.call<WireReply>({ op: 'fetch', request: wire, tab }, body ? [body] : []));
    });
    // While recording, a reply reaches the page once its record is stored: a reload right after
    // a write cannot lose it from the journal.
    if (seen && response.type !== 'error') await journal.observe(seen, response.clone());
    controller.respondWith(response);
  });
  interceptor.apply();

  // How many times another tab changed the data: each change is a new value, so listeners hear every one.
  const changes = new Store(0);
  if (typeof BroadcastChannel === 'function') {
    new BroadcastChannel(CHANGES_CHANNEL).addEventListener('message', ({ data }: MessageEvent<ChangeNotice>) => {
      if (data?.type === 'changed' && data.tab !== tab) changes.setState((count) => count + 1);
    });
  }
  const clockCall =
    (method: ClockOp) =>
    (arg?: number): Promise<never> => {
      journal.clockMoved(method, arg);
      return worker.call({ op: 'clock', method, arg, tab });
    };
  const controls: MockControls = {
    reset: () => worker.call({ op: 'reset', tab }),
    clock: {
      now: clockCall('now'),
      isVirtual: clockCall('isVirtual'),
      useVirtualTime: clockCall('useVirtualTime'),
      advance: clockCall('advance'),
      useRealTime: clockCall('useRealTime'),
    },
    outbox: () => worker.call({ op: 'outbox' }),
    chaos: chaosControls(options.search ?? window.location.search),
    holdRequests: requestHold.hold,
    releaseRequests: requestHold.release,
    onDataChanged: (listener) => listen(changes, listener),
    host: worker.host,
    leading: worker.leading,
    journal,
    exportData: () => worker.call({ op: 'exportData' }),
    importData: (body) => worker.call({ op: 'importData', body, tab }, [body]),
    faults: {
      inject: (request) => worker.call({ op: 'faults', action: { method: 'inject', request } }),
      list: () => worker.call({ op: 'faults', action: { method: 'list' } }),
      clear: (id) => worker.call({ op: 'faults', action: { method: 'clear', id } }),
      keys: injectableKeys,
    },
    jobs: {
      running: () => worker.call({ op: 'jobs', method: 'running', tab }),
      finish: () => worker.call({ op: 'jobs', method: 'finish', tab }),
      toNextGapRefresh: () => worker.call({ op: 'jobs', method: 'nextGapRefresh', tab }),
    },
    destinations: () => worker.call({ op: 'destinations' }),
    scenarios: {
      list: () => worker.call({ op: 'scenarios', action: { method: 'list' }, tab }),
      start: (scenarioId) => worker.call({ op: 'scenarios', action: { method: 'start', scenarioId }, tab }),
      remove: (id) => worker.call({ op: 'scenarios', action: { method: 'remove', id }, tab }),
    },
  };
  window.__pdnsMock = controls;
  return controls;
}
