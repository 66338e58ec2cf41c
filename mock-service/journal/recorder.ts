import {
  type CallEntry,
  type ClockEntry,
  JOURNAL_FORMAT,
  JOURNAL_VERSION,
  type Journal,
  type JournalHeader,
} from './schema';
import { createRedactor } from './redact';

/** A call as the interceptor saw it, before redaction. */
export interface ObservedCall {
  method: string;
  /** The whole address, or path and query. */
  url: string;
  /** The Authorization header, if any. */
  authorization: string | null;
  requestText: string | null;
  status: number;
  replyText: string | null;
  /** The mock clock when the reply came. */
  at: number;
}

/** A reply larger than this is kept as its size only (a log file, a big export). */
const MAX_BODY_CHARS = 256 * 1024;

/** JSON where it parses, else the text; a large body is kept as its length only. */
export function decodeBody(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  if (text.length > MAX_BODY_CHARS) return { $omitted: text.length };
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface Recorder {
  journal(): Journal;
  route(href: string): void;
  call(observed: ObservedCall): CallEntry;
  clock(method: ClockEntry['method'], arg?: number): void;
  /** Labels given so far (kept with a saved journal, so numbering goes on after a reload). */
  labels(): number;
}

/**
 * Builds a journal from what the page did. Pure: the browser keeps it in the tab's storage, tests
 * drive it directly. `from` resumes a journal saved before a reload.
 */
export function createRecorder(header: JournalHeader, from?: { journal: Journal; labels: number }): Recorder {
  const entries = from ? [...from.journal.entries] : [];
  const redact = createRedactor((from?.labels ?? 0) + 1);
  let calls = entries.filter((entry) => entry.kind === 'call').length;
  return {
    journal: () => ({
      format: JOURNAL_FORMAT,
      version: JOURNAL_VERSION,
      header: from?.journal.header ?? header,
      entries: [...entries],
    }),
    route(href) {
      const last = entries.at(-1);
      if (last?.kind === 'route' && last.href === href) return;
      entries.push({ kind: 'route', href });
    },
    call(observed) {
      const url = new URL(observed.url, 'http://journal.invalid');
      const bearer = observed.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
      const entry: CallEntry = {
        kind: 'call',
        n: ++calls,
        at: observed.at,
        request: {
          method: observed.method.toUpperCase() as CallEntry['request']['method'],
          path: url.pathname,
          query: redact.value(url.search) as string,
          auth: bearer ? redact.token(bearer) : null,
          body: redact.value(decodeBody(observed.requestText)),
        },
        reply: { status: observed.status, body: redact.value(decodeBody(observed.replyText)) },
      };
      entries.push(entry);
      return entry;
    },
    clock(method, arg) {
      entries.push(arg === undefined ? { kind: 'clock', method } : { kind: 'clock', method, arg });
    },
    labels: () => redact.count(),
  };
}
