/**
 * The tester's workflow journal as the page sees it (issue 17, part 3). The recorder and the
 * replayer live in the demo's mock service (mock-service/journal); the demo panel reaches them
 * through these types only, so a live build never carries them.
 */
export interface JournalDifference {
  /** Where in the reply, as a JSON path: `$.status`, `$.body.result.items[2].name`. */
  path: string;
  expected: unknown;
  actual: unknown;
}

export interface JournalCallResult {
  /** The call's number in the journal, from 1. */
  n: number;
  method: string;
  path: string;
  differences: JournalDifference[];
}

export interface JournalReport {
  /** The journal's header as recorded (product, seed version, variant, persona...). */
  header: Record<string, unknown>;
  /** Calls in the journal and calls replayed. */
  total: number;
  replayed: number;
  /** Only the calls whose reply differed. */
  differing: JournalCallResult[];
  /** What the tester should know that is not a difference (another seed version, a missing sign-in). */
  notes: string[];
}

export interface JournalStatus {
  recording: boolean;
  /** Route changes and calls recorded so far. */
  routes: number;
  calls: number;
}

export interface JournalControls {
  status(): JournalStatus;
  /** Called whenever the status changes. Returns a stop function. */
  subscribe(listener: () => void): () => void;
  /** Starts a new journal (the previous one is dropped) for the signed-in persona's e-mail. */
  start(header: { persona: string | null; variant: string }): Promise<void>;
  stop(): void;
  /** The page's router moved (recorded only while recording). */
  route(href: string): void;
  /** The journal as the JSON text of its file. */
  exportText(): string;
  /** Replays a journal file on a fresh seed in a worker of its own; the demo's data is untouched. */
  replay(text: string, onProgress: (done: number, total: number) => void): Promise<JournalReport>;
}
