import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SnapshotStore } from '../../mock-service/persistence';

/**
 * The browser's snapshot entries (mock-service/persistence.ts: `meta`, `table:<name>`, and the
 * session keeper's `sessions`) kept in one JSON file instead of IndexedDB. Entries change in
 * memory at once; the file is rewritten a moment later (several writes in a burst become one),
 * atomically: a temporary file renamed over the old one, so a crash never leaves half a file.
 */
export interface FileStore extends SnapshotStore {
  readonly path: string;
  /** What the file held at start: 'missing', 'read', or 'corrupt' (then kept beside it as .bad). */
  readonly found: 'missing' | 'read' | 'corrupt';
  /** Why the file was corrupt, for the log. */
  readonly problem?: string;
  /** Waits until every change is on disk. */
  flush(): Promise<void>;
  /** The same, synchronously: for process exit. */
  flushSync(): void;
  /** Forgets every entry (a reset: sessions too). */
  clear(): void;
  /** Copies the file as read at start to <path>.bad (a snapshot the database refused). */
  keepAsBad(): void;
}

/** One entry per line and one record per line, so a developer can read, grep and diff the file. */
export function formatEntries(entries: Map<string, unknown>): string {
  // The meta entry (seed version, time of the save) first, where a reader looks.
  const ordered = [...entries].sort(([a], [b]) => Number(b === 'meta') - Number(a === 'meta'));
  const lines = ordered.map(([key, value]) => {
    const body = Array.isArray(value)
      ? value.length
        ? `[\n${value.map((item) => JSON.stringify(item)).join(',\n')}\n]`
        : '[]'
      : JSON.stringify(value);
    return `${JSON.stringify(key)}: ${body}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

function read(path: string): {
  entries: Map<string, unknown>;
  found: FileStore['found'];
  problem?: string;
  text?: string;
} {
  if (!existsSync(path)) return { entries: new Map(), found: 'missing' };
  const text = readFileSync(path, 'utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
    return { entries: new Map(Object.entries(parsed)), found: 'read', text };
  } catch (error) {
    renameSync(path, `${path}.bad`);
    return { entries: new Map(), found: 'corrupt', problem: error instanceof Error ? error.message : String(error) };
  }
}

export function openFileStore(path: string, debounceMs = 250): FileStore {
  mkdirSync(dirname(path), { recursive: true });
  const { entries, found, problem, text } = read(path);
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  /** The latest content handed to an async write that has not landed yet: process exit writes it. */
  let inFlight: string | null = null;
  const temp = `${path}.${process.pid}.tmp`;
  const writeLater = (content: string) => {
    inFlight = content;
    // Chained: an older write never lands after a newer one.
    writing = writing
      .then(() => writeFile(temp, content))
      .then(() => rename(temp, path))
      .then(() => {
        if (inFlight === content) inFlight = null;
      })
      .catch((error) => console.error(`Could not write the data file ${path}:`, error));
  };

  const take = (): string | null => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dirty) return null;
    dirty = false;
    return formatEntries(entries);
  };
  const writeSoon = () => {
    dirty = true;
    timer ??= setTimeout(() => {
      const content = take();
      if (content !== null) writeLater(content);
    }, debounceMs);
  };

  return {
    path,
    found,
    problem,
    getMany: async (keys) => keys.map((key) => entries.get(key)),
    async setMany(pairs) {
      for (const [key, value] of pairs) entries.set(key, value);
      writeSoon();
    },
    async delMany(keys) {
      for (const key of keys) entries.delete(key);
      writeSoon();
    },
    clear() {
      entries.clear();
      writeSoon();
    },
    async flush() {
      const content = take();
      if (content !== null) writeLater(content);
      await writing;
    },
    flushSync() {
      // An async write cut short by the exit would be lost: its content is written here instead.
      const content = take() ?? inFlight;
      if (content === null) return;
      const exitTemp = `${path}.${process.pid}.exit.tmp`;
      writeFileSync(exitTemp, content);
      renameSync(exitTemp, path);
      rmSync(temp, { force: true });
      inFlight = null;
    },
    keepAsBad() {
      if (text !== undefined) writeFileSync(`${path}.bad`, text);
    },
  };
}
