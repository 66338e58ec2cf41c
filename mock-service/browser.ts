import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse } from 'msw';
import { isApiPath } from './core/api-paths';
import { unknownEndpointReply } from './core/catch-all';
import { type ChaosSettings, type ChaosStats, chaos, parseChaosFlag } from './core/chaos';
import { type Clock, clock } from './core/clock';
import { handlers } from './handlers';
import { flushSnapshot, resetDatabase, restoreOrSeed, startSnapshotting } from './persistence';
import { createRequestHold } from './request-hold';

export interface MockControls {
  /** Back to the seeded database. */
  reset(): Promise<void>;
  clock: Clock;
  /** Seeded faults on every API call (latency, 500s, network errors, bad replies); off by default. */
  chaos: {
    set(settings: Partial<ChaosSettings>): ChaosSettings;
    off(): void;
    stats(): ChaosStats;
  };
  /** Browser tests: hold answers to matching paths to see loading states (request-hold.ts). */
  holdRequests(pathPattern: string): void;
  releaseRequests(): void;
}

declare global {
  interface Window {
    /** For end-to-end tests and the demo controls. */
    __pdnsMock?: MockControls;
  }
}

/** @msw/data keys records with crypto.randomUUID, which browsers offer only on https and localhost. */
function ensureRandomUUID(): void {
  if (typeof crypto.randomUUID === 'function') return;
  const uuid = () => {
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  Object.defineProperty(crypto, 'randomUUID', { value: uuid, configurable: true });
}

const CHAOS_KEY = 'pdns.mock.chaos';

/**
 * Chaos lasts for the tab (sessionStorage), so a tester can reload and watch start-up under it.
 * `?mock-chaos=<seed>` (or a JSON setting) turns it on from the address bar; `?mock-chaos=off` stops it.
 */
function chaosControls(search: string): MockControls['chaos'] {
  const remember = (value: ChaosSettings | null) => {
    try {
      if (value) sessionStorage.setItem(CHAOS_KEY, JSON.stringify(value));
      else sessionStorage.removeItem(CHAOS_KEY);
    } catch {
      /* storage unavailable: chaos then lasts until reload */
    }
  };
  const controls: MockControls['chaos'] = {
    set(settings) {
      const applied = chaos.set(settings);
      remember(applied);
      console.info('[mock] chaos on', applied);
      return applied;
    },
    off() {
      chaos.off();
      remember(null);
    },
    stats: () => chaos.stats(),
  };
  const flag = new URLSearchParams(search).get('mock-chaos');
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(CHAOS_KEY);
  } catch {
    /* nothing stored */
  }
  if (flag !== null) {
    const parsed = parseChaosFlag(flag);
    if (parsed) controls.set(parsed);
    else controls.off();
  } else if (stored) {
    const parsed = parseChaosFlag(stored);
    if (parsed) chaos.set(parsed);
  }
  return controls;
}

let started: Promise<MockControls> | null = null;

/**
 * Starts the mock in the page: restores or seeds the database, then answers same-origin calls
 * under the API prefixes through msw's handlers. No service worker is involved (see the
 * architecture notes: the PWA's worker owns the scope); everything else passes through.
 */
export interface StartOptions {
  /** The address bar's query at page load: the console may already have redirected by the time the mock starts. */
  search?: string;
}

export function startMockService(options: StartOptions = {}): Promise<MockControls> {
  started ??= start(options);
  return started;
}

async function start(options: StartOptions): Promise<MockControls> {
  ensureRandomUUID();
  await restoreOrSeed();
  startSnapshotting();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushSnapshot();
  });

  const interceptor = new BatchInterceptor({
    name: 'pdns-mock-service',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  const requestHold = createRequestHold();
  interceptor.on('request', async ({ request, controller }) => {
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !isApiPath(url.pathname)) return;
    await requestHold.wait(url.pathname);
    // Chaos wraps the one answer path, so every endpoint and the catch-all meet it alike.
    const response = await chaos.apply(
      request,
      async () => (await getResponse(handlers, request)) ?? unknownEndpointReply(request.method, url.pathname),
    );
    controller.respondWith(response);
  });
  interceptor.apply();

  const controls: MockControls = {
    reset: resetDatabase,
    clock,
    chaos: chaosControls(options.search ?? window.location.search),
    holdRequests: requestHold.hold,
    releaseRequests: requestHold.release,
  };
  window.__pdnsMock = controls;
  return controls;
}
