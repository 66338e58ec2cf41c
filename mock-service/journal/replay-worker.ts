/// <reference lib="webworker" />
import '../worker-globals';
import { createBackend } from '../backend';
import { SEED_VERSION } from '../seed';
import { backendTransport } from './backend-transport';
import { replayJournal } from './replay';
import { parseJournal } from './schema';

/**
 * The browser's replay: a dedicated worker of its own with a fresh seed in memory (no snapshot
 * read or written), so replaying never touches the tester's demo data in the shared worker. The
 * page posts the file's text; the worker posts progress, then the report or the refusal.
 */
export type ReplayWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; report: import('../../src/lib/journal-types').JournalReport }
  | { type: 'refused'; message: string };

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
const post = (message: ReplayWorkerMessage) => scope.postMessage(message);

scope.addEventListener('message', ({ data }: MessageEvent<string>) => void replay(data));

async function replay(data: string) {
  const parsed = parseJournal(data);
  if (!parsed.ok) return post({ type: 'refused', message: parsed.message });
  try {
    const backend = createBackend({ memoryOnly: true });
    await backend.answer({ op: 'ready' });
    const report = await replayJournal(parsed.journal, backendTransport(backend), {
      seedVersion: SEED_VERSION,
      onProgress: (done, total) => post({ type: 'progress', done, total }),
    });
    post({ type: 'done', report });
  } catch (error) {
    post({ type: 'refused', message: `The replay stopped: ${error instanceof Error ? error.message : String(error)}` });
  }
}
