import type { JournalDifference } from '../../src/lib/journal-types';
import { LABEL } from './redact';

/**
 * Compares a replayed reply with the recorded one, leaving out what is not a real difference:
 * - ids minted during the session: the first time a recorded id meets a different one at the
 *   same place of a reply, the pair is kept, and the recorded id is read as the replayed one in
 *   every later request and comparison (a later mismatch of the pair IS a difference);
 * - credentials: a label (`<token:1>`) binds to whatever value stands there;
 * - clock-made timestamps: equal when they are the same instant once the replay's clock offset is
 *   taken off (replay runs each call at its recorded time, so the offset is normally nothing).
 * Anything else that differs is reported, with its JSON path.
 */
const ID_FIELD = /^(id|.*Id|label|key|.*Key|queryExecutionId)$/;
const MINTED = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,}/g;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const TIME_TOLERANCE_MS = 2_000;
const MAX_DIFFERENCES = 25;

export interface IdMap {
  /** The recorded value's replayed counterpart, if bound. */
  get(recorded: string): string | undefined;
  bind(recorded: string, replayed: string): void;
  /** A recorded string with every bound id and label in it replaced. */
  substitute(text: string): string;
  /** Substitutes throughout a JSON value (a request body). */
  apply(data: unknown): unknown;
}

export function createIdMap(): IdMap {
  const pairs = new Map<string, string>();
  const taken = new Set<string>();
  const map: IdMap = {
    get: (recorded) => pairs.get(recorded),
    bind(recorded, replayed) {
      pairs.set(recorded, replayed);
      taken.add(replayed);
    },
    substitute(text) {
      const whole = pairs.get(text);
      if (whole !== undefined) return whole;
      let out = text;
      for (const [recorded, replayed] of pairs)
        if (recorded.length >= 8 && out.includes(recorded)) out = out.split(recorded).join(replayed);
      return out;
    },
    apply(data) {
      if (typeof data === 'string') return map.substitute(data);
      if (Array.isArray(data)) return data.map(map.apply);
      if (data && typeof data === 'object')
        return Object.fromEntries(Object.entries(data).map(([k, item]) => [k, map.apply(item)]));
      return data;
    },
  };
  Object.defineProperty(map, 'taken', { value: taken });
  return map;
}

const takenOf = (ids: IdMap) => (ids as unknown as { taken: Set<string> }).taken;

/** Binds the minted parts of two strings that are otherwise the same; false when they are not. */
function bindMinted(expected: string, actual: string, ids: IdMap): boolean {
  const a = expected.match(MINTED) ?? [];
  const b = actual.match(MINTED) ?? [];
  if (!a.length || a.length !== b.length) return false;
  if (expected.replace(MINTED, '\u0000') !== actual.replace(MINTED, '\u0000')) return false;
  for (let i = 0; i < a.length; i++) {
    const bound = ids.get(a[i]);
    if (bound !== undefined ? bound !== b[i] : takenOf(ids).has(b[i])) return false;
  }
  a.forEach((recorded, i) => ids.bind(recorded, b[i]));
  return true;
}

/**
 * How replay's clock relates to the recording's. `offsetMs`: replay time minus recorded time (0
 * when the service's clock is set per call). `window`: when the recording started and its first
 * call; a timestamp the session made before recording started (an alert sent at sign-in) has no
 * recorded instant, so it matches any replayed one from the quarter hour before up to that call.
 */
export interface ClockRelation {
  offsetMs: number;
  window?: { start: number; firstCall: number };
}

const PRE_RECORDING_MS = 15 * 60_000;

function sameInstant(expected: number, actual: number, clock: ClockRelation): boolean {
  const a = actual - clock.offsetMs;
  if (Math.abs(actual - expected) <= TIME_TOLERANCE_MS || Math.abs(a - expected) <= TIME_TOLERANCE_MS) return true;
  const w = clock.window;
  return (
    !!w &&
    expected < w.start &&
    expected >= w.start - PRE_RECORDING_MS &&
    a >= w.start - PRE_RECORDING_MS &&
    a <= w.firstCall + TIME_TOLERANCE_MS
  );
}

function sameString(recorded: string, actual: string, key: string, ids: IdMap, clock: ClockRelation): boolean {
  const expected = ids.substitute(recorded);
  if (expected === actual) return true;
  if (LABEL.test(recorded) && ids.get(recorded) === undefined) {
    ids.bind(recorded, actual);
    return true;
  }
  if (ISO.test(expected) && ISO.test(actual)) return sameInstant(Date.parse(expected), Date.parse(actual), clock);
  if (bindMinted(expected, actual, ids)) return true;
  // An id field whose recorded value was never seen before: minted in the session (a short label).
  if (ID_FIELD.test(key) && ids.get(recorded) === undefined && !takenOf(ids).has(actual) && expected === recorded) {
    ids.bind(recorded, actual);
    return true;
  }
  return false;
}

const jsonPath = (base: string, key: string | number) =>
  typeof key === 'number'
    ? `${base}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${base}.${key}`
      : `${base}[${JSON.stringify(key)}]`;

/** The differences between a recorded and a replayed value, at most 25, each with its JSON path. */
export function compareValues(
  recorded: unknown,
  actual: unknown,
  ids: IdMap,
  clock: ClockRelation = { offsetMs: 0 },
  root = '$',
): JournalDifference[] {
  const out: JournalDifference[] = [];
  const walk = (e: unknown, a: unknown, path: string, key: string) => {
    if (out.length >= MAX_DIFFERENCES) return;
    if (typeof e === 'string' && typeof a === 'string') {
      if (!sameString(e, a, key, ids, clock)) out.push({ path, expected: ids.substitute(e), actual: a });
      return;
    }
    if (Array.isArray(e) && Array.isArray(a)) {
      if (e.length !== a.length) out.push({ path: `${path}.length`, expected: e.length, actual: a.length });
      for (let i = 0; i < Math.min(e.length, a.length); i++) walk(e[i], a[i], jsonPath(path, i), key);
      return;
    }
    if (e && a && typeof e === 'object' && typeof a === 'object' && !Array.isArray(e) && !Array.isArray(a)) {
      const keys = new Set([...Object.keys(e), ...Object.keys(a)]);
      for (const k of keys) {
        const has = [Object.hasOwn(e, k), Object.hasOwn(a, k)];
        const ev = (e as Record<string, unknown>)[k];
        const av = (a as Record<string, unknown>)[k];
        if (has[0] && has[1]) walk(ev, av, jsonPath(path, k), k);
        else if (out.length < MAX_DIFFERENCES)
          out.push({ path: jsonPath(path, k), expected: has[0] ? ev : '(absent)', actual: has[1] ? av : '(absent)' });
      }
      return;
    }
    if (!Object.is(e, a)) out.push({ path, expected: e, actual: a });
  };
  walk(recorded, actual, root, '');
  return out;
}
