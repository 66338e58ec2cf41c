import { ErrorKey } from '../../src/api/error-keys';
import type { DemoChaosSettings } from '../../src/lib/demo-control-types';
import { type Random, createRandom } from '../seed/prng';
import { errorReply } from './mock-error';

/**
 * The chaos setting: seeded faults on the way out of the mock, so testers and the browser tests
 * can see how the console behaves on a bad network or a broken backend. Off by default. Each
 * request draws its latency and then at most one fault from one seeded sequence, so the same
 * seed and the same calls give the same faults.
 */
export type ChaosSettings = DemoChaosSettings;

export type ChaosFault = 'serverError' | 'networkError' | 'malformed' | 'schemaBreak';

export interface ChaosEvent {
  method: string;
  path: string;
  latencyMs: number;
  fault: ChaosFault | null;
}

export interface ChaosStats {
  enabled: boolean;
  settings: ChaosSettings | null;
  /** Calls answered since chaos was last set. */
  calls: number;
  /** Calls not yet answered (any state). */
  inFlight: number;
  faults: Record<ChaosFault, number>;
  /** The most recent calls, newest last (at most 200). */
  recent: ChaosEvent[];
}

export const CHAOS_DEFAULTS: ChaosSettings = {
  seed: 1,
  latencyMs: [0, 0],
  errorRate: 0,
  networkErrorRate: 0,
  malformedRate: 0,
  schemaBreakRate: 0,
  sparePaths: [],
};

/** What `?mock-chaos=<seed>` and `MOCK_CHAOS=1` turn on: each fault is rare but every walk meets some. */
export const CHAOS_DEMO: Omit<ChaosSettings, 'seed' | 'sparePaths'> = {
  latencyMs: [100, 1200],
  errorRate: 0.08,
  networkErrorRate: 0.05,
  malformedRate: 0.04,
  schemaBreakRate: 0.04,
};

/** A result no endpoint's schema accepts: every result is an object. */
export const SCHEMA_BREAK_RESULT = 'chaos: this result breaks its schema';
export const MALFORMED_BODY = '<html><body>502 Bad Gateway (chaos)</body></html>';

const rate = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;

/** Fills in defaults and clamps rates, so a half-written setting from the console still works. */
export function normalizeChaos(input: Partial<ChaosSettings>): ChaosSettings {
  const [min = 0, max = min] = Array.isArray(input.latencyMs) ? input.latencyMs : [];
  const low = Math.max(0, Number(min) || 0);
  return {
    seed: Number.isFinite(input.seed) ? Math.trunc(input.seed as number) : CHAOS_DEFAULTS.seed,
    latencyMs: [low, Math.max(low, Number(max) || 0)],
    errorRate: rate(input.errorRate),
    networkErrorRate: rate(input.networkErrorRate),
    malformedRate: rate(input.malformedRate),
    schemaBreakRate: rate(input.schemaBreakRate),
    sparePaths: Array.isArray(input.sparePaths)
      ? input.sparePaths.filter((p): p is string => typeof p === 'string')
      : [],
  };
}

/**
 * Parses MOCK_CHAOS / ?mock-chaos=: empty or "0" or "off" is off; a number is a seed with the
 * demo rates; JSON is a full setting.
 */
export function parseChaosFlag(flag: string | null | undefined): ChaosSettings | null {
  const text = flag?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'off') return null;
  if (/^-?\d+$/.test(text)) return normalizeChaos({ ...CHAOS_DEMO, seed: Number(text) });
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object')
      return normalizeChaos({ ...CHAOS_DEMO, ...(parsed as Partial<ChaosSettings>) });
  } catch {
    /* fall through */
  }
  return normalizeChaos({ ...CHAOS_DEMO, seed: 1 });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function faultReply(fault: ChaosFault): Response {
  switch (fault) {
    case 'serverError':
      return errorReply(500, [{ key: ErrorKey.internal, message: 'Chaos: an injected server error.' }]);
    case 'networkError':
      // The in-page interceptor and msw turn this into a rejected fetch ("Failed to fetch").
      return Response.error();
    case 'malformed':
      return new Response(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'text/html' } });
    case 'schemaBreak':
      return Response.json({ result: SCHEMA_BREAK_RESULT });
  }
}

export interface Chaos {
  set(settings: Partial<ChaosSettings>): ChaosSettings;
  off(): void;
  stats(): ChaosStats;
  /** Answers one request: `answer` gives the real reply, which chaos may delay or replace. */
  apply(request: Request, answer: () => Promise<Response>): Promise<Response>;
}

export function createChaos(): Chaos {
  let settings: ChaosSettings | null = null;
  let random: Random = createRandom(CHAOS_DEFAULTS.seed);
  let inFlight = 0;
  let calls = 0;
  let faults: Record<ChaosFault, number> = { serverError: 0, networkError: 0, malformed: 0, schemaBreak: 0 };
  let recent: ChaosEvent[] = [];

  function draw(): { latencyMs: number; fault: ChaosFault | null } {
    if (!settings) return { latencyMs: 0, fault: null };
    const [min, max] = settings.latencyMs;
    const latencyMs = min + Math.round(random.next() * (max - min));
    const roll = random.next();
    const bands: [ChaosFault, number][] = [
      ['serverError', settings.errorRate],
      ['networkError', settings.networkErrorRate],
      ['malformed', settings.malformedRate],
      ['schemaBreak', settings.schemaBreakRate],
    ];
    let edge = 0;
    for (const [fault, share] of bands) {
      edge += share;
      if (roll < edge) return { latencyMs, fault };
    }
    return { latencyMs, fault: null };
  }

  return {
    set(input) {
      settings = normalizeChaos({ ...(settings ?? CHAOS_DEFAULTS), ...input });
      random = createRandom(settings.seed);
      calls = 0;
      faults = { serverError: 0, networkError: 0, malformed: 0, schemaBreak: 0 };
      recent = [];
      return settings;
    },
    off() {
      settings = null;
    },
    stats: () => ({
      enabled: settings !== null,
      settings,
      calls,
      inFlight,
      faults: { ...faults },
      recent: [...recent],
    }),
    async apply(request, answer) {
      if (!settings || settings.sparePaths.includes(new URL(request.url).pathname)) return answer();
      const { latencyMs, fault } = draw();
      inFlight += 1;
      try {
        if (latencyMs > 0) await sleep(latencyMs);
        // The real handler runs only when the reply gets through, so a failed call never changes data.
        const response = fault ? faultReply(fault) : await answer();
        calls += 1;
        if (fault) faults[fault] += 1;
        recent.push({ method: request.method, path: new URL(request.url).pathname, latencyMs, fault });
        if (recent.length > 200) recent = recent.slice(-200);
        return response;
      } finally {
        inFlight -= 1;
      }
    },
  };
}

/** The one chaos setting of this mock (browser page or Node server). */
export const chaos = createChaos();
