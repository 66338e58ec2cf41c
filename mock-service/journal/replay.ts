import type { JournalCallResult, JournalReport } from '../../src/lib/journal-types';
import { compareValues, createIdMap } from './compare';
import { decodeBody } from './recorder';
import type { CallEntry, ClockEntry, Journal } from './schema';

export interface ReplayRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface ReplayReply {
  status: number;
  text: string | null;
}

/** Where the calls go: the backend in this process or worker, or a mock server over HTTP. */
export interface ReplayTransport {
  send(request: ReplayRequest): Promise<ReplayReply>;
  /** Sets the service's clock to a recorded instant; absent when the service's clock is out of reach. */
  setClock?(ms: number): void | Promise<void>;
  /** Makes a clock move recorded from the demo panel, with what the service does then. */
  moveClock?(method: ClockEntry['method'], arg?: number): Promise<void>;
}

export interface ReplayOptions {
  /** The seed version of the service replayed against, to note a journal made on another. */
  seedVersion?: string;
  onProgress?(done: number, total: number): void;
}

/**
 * Sends each recorded call in order to a fresh service and compares each reply with the recorded
 * one (compare.ts): ids and tokens minted on the way are mapped, the clock is set to each call's
 * recorded time where the transport can, and every other difference is reported with its call
 * number, method, path and JSON path.
 */
export async function replayJournal(
  journal: Journal,
  transport: ReplayTransport,
  options: ReplayOptions = {},
): Promise<JournalReport> {
  const calls = journal.entries.filter((entry): entry is CallEntry => entry.kind === 'call');
  const ids = createIdMap();
  const notes: string[] = [];
  const differing: JournalCallResult[] = [];
  const { header } = journal;
  if (options.seedVersion && options.seedVersion !== header.seedVersion)
    notes.push(`Recorded on seed ${header.seedVersion}; replayed on seed ${options.seedVersion}.`);
  // Without the service's clock, replay runs now: timestamps are compared once this offset is taken off.
  const offsetMs = transport.setClock ? 0 : Date.now() - (calls[0]?.at ?? Date.now());
  const clock = { offsetMs, window: calls[0] ? { start: header.clockStart, firstCall: calls[0].at } : undefined };
  let replayed = 0;

  async function tokenFor(label: string, n: number): Promise<string | null> {
    const bound = ids.get(label);
    if (bound !== undefined) return bound;
    if (!header.persona) {
      notes.push(`Call ${n} used a session begun before recording and no persona is recorded: sent without a token.`);
      return null;
    }
    // The session began before recording started: sign in as the recorded persona instead.
    const reply = await transport.send({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: header.persona }),
    });
    const token = (decodeBody(reply.text) as { result?: { token?: unknown } } | undefined)?.result?.token;
    if (typeof token !== 'string') {
      notes.push(`Call ${n}: signing in as ${header.persona} failed (${reply.status}).`);
      return null;
    }
    notes.push(`Call ${n} used a session begun before recording: replay signed in as ${header.persona}.`);
    ids.bind(label, token);
    return token;
  }

  for (const call of journal.entries) {
    if (call.kind === 'clock') await transport.moveClock?.(call.method, call.arg);
    if (call.kind !== 'call') continue;
    const { request, reply } = call;
    if (transport.setClock) await transport.setClock(call.at);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = request.auth ? await tokenFor(request.auth, call.n) : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | null = null;
    if (request.body !== undefined) {
      const applied = ids.apply(request.body);
      body = typeof applied === 'string' ? applied : JSON.stringify(applied);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') headers['Content-Type'] = 'application/json';
    const url = ids.substitute(request.path) + ids.substitute(request.query);
    const actual = await transport.send({ method: request.method, url, headers, body });
    const differences = [
      ...(actual.status === reply.status ? [] : [{ path: '$.status', expected: reply.status, actual: actual.status }]),
      ...compareValues(reply.body, decodeBody(actual.text), ids, clock, '$.body'),
    ];
    if (differences.length) differing.push({ n: call.n, method: request.method, path: request.path, differences });
    replayed += 1;
    options.onProgress?.(replayed, calls.length);
  }
  return { header: { ...header }, total: calls.length, replayed, differing, notes };
}
