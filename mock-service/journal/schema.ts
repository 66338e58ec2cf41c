import * as v from 'valibot';

/**
 * A journal file (issue 17, part 3): what a tester's session did, to be replayed on a fresh seed.
 * Versioned, so a later format can still read or plainly refuse an older file. Tokens never
 * appear in it: the recorder replaces each with a label (`<token:1>`) that replay binds to the
 * token its own sign-in mints.
 */
export const JOURNAL_FORMAT = 'pdns-journal';
export const JOURNAL_VERSION = 1;

const headerSchema = v.object({
  product: v.string(),
  seedVersion: v.string(),
  /** The build variant the session ran as: `CI`, `FCEB`, with `+managed` for managed service. */
  variant: v.string(),
  /** The signed-in persona's e-mail when recording started, or null before sign-in. */
  persona: v.nullable(v.string()),
  recordedAt: v.string(),
  /** The mock clock when recording started, and whether it was virtual (set from the panel). */
  clockStart: v.number(),
  clockVirtual: v.boolean(),
});

const routeEntry = v.object({
  kind: v.literal('route'),
  href: v.pipe(v.string(), v.startsWith('/')),
});

const callEntry = v.object({
  kind: v.literal('call'),
  n: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The mock clock when the call was answered: replay sets its clock there. */
  at: v.number(),
  request: v.object({
    method: v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']),
    path: v.pipe(v.string(), v.startsWith('/')),
    /** The address's query with its `?`, or empty. */
    query: v.string(),
    /** The bearer token's label (`<token:1>`), or null for a call without one. */
    auth: v.nullable(v.pipe(v.string(), v.regex(/^<token:\d+>$/))),
    body: v.optional(v.unknown()),
  }),
  reply: v.object({
    status: v.pipe(v.number(), v.integer()),
    body: v.optional(v.unknown()),
  }),
});

/** A move of the mock's clock made from the demo panel: replay makes it too (reminders fall due there). */
const clockEntry = v.object({
  kind: v.literal('clock'),
  method: v.picklist(['useVirtualTime', 'advance', 'useRealTime']),
  arg: v.optional(v.number()),
});

export const journalSchema = v.object({
  format: v.literal(JOURNAL_FORMAT),
  version: v.literal(JOURNAL_VERSION),
  header: headerSchema,
  entries: v.array(v.variant('kind', [routeEntry, callEntry, clockEntry])),
});

export type Journal = v.InferOutput<typeof journalSchema>;
export type JournalHeader = Journal['header'];
export type CallEntry = v.InferOutput<typeof callEntry>;
export type ClockEntry = v.InferOutput<typeof clockEntry>;

export type ParsedJournal = { ok: true; journal: Journal } | { ok: false; message: string };

/** Reads a journal file's text; a file that is not one is refused with the reason. */
export function parseJournal(text: string): ParsedJournal {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a journal: it is not JSON.' };
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (format !== JOURNAL_FORMAT)
    return { ok: false, message: 'This file is not a journal (no "pdns-journal" format).' };
  const version = (data as { version?: unknown }).version;
  if (version !== JOURNAL_VERSION)
    return {
      ok: false,
      message: `This journal is version ${String(version)}; this console reads version ${JOURNAL_VERSION}.`,
    };
  const parsed = v.safeParse(journalSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = v.getDotPath(issue) ?? '(the file)';
    return { ok: false, message: `This journal is damaged at ${where}: ${issue.message}` };
  }
  const calls = parsed.output.entries.filter((entry) => entry.kind === 'call');
  if (calls.some((call, i) => call.n !== i + 1))
    return { ok: false, message: 'This journal is damaged: its calls are not numbered 1, 2, 3...' };
  return { ok: true, journal: parsed.output };
}
