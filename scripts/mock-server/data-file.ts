import { resolve } from 'node:path';
import {
  META_KEY,
  type SnapshotMeta,
  resetDatabase,
  restoreOrSeed,
  startSnapshotting,
  useSnapshotStore,
} from '../../mock-service/persistence';
import { type SessionKeeper, createSessionKeeper } from '../../mock-service/session-keeper';
import { SEED_VERSION, seedDatabase } from '../../mock-service/seed';
import { type FileStore, openFileStore } from './file-store';

/** Where the mock server keeps its database unless MOCK_DATA_FILE says otherwise (git-ignored). */
export const DEFAULT_DATA_FILE = '.mock-data/db.json';

/** MOCK_DATA_FILE: unset means the default file, empty means memory only (the database dies with the server). */
export function dataFilePath(setting: string | undefined): string | null {
  if (setting === undefined) return resolve(DEFAULT_DATA_FILE);
  return setting.trim() === '' ? null : resolve(setting.trim());
}

export interface OpenedDatabase {
  /** The file, or null in memory-only mode. */
  file: FileStore | null;
  /** How the database started, one sentence for the log. */
  story: string;
  /** Keeps sessions in the file, so a developer's token survives a restart; null in memory-only mode. */
  sessions: SessionKeeper | null;
  /** Stops saving and writes what is pending (tests open several in one process). */
  close(): Promise<void>;
}

/**
 * Opens the mock server's database: restored from the data file when the file was written by
 * this seed version, otherwise seeded (and the file replaced on the first write). With `reset`,
 * the file is emptied and the seed loaded. The browser's snapshot logic does the work
 * (mock-service/persistence.ts), with the file as its store; every write call saves after it.
 */
export async function openDatabase(path: string | null, options: { reset?: boolean } = {}): Promise<OpenedDatabase> {
  if (path === null) {
    await seedDatabase();
    const story = 'Database: memory only (MOCK_DATA_FILE is empty); seeded.';
    return { file: null, sessions: null, story, close: async () => undefined };
  }
  const file = openFileStore(path);
  useSnapshotStore(file);
  // On exit (SIGINT/SIGTERM end in process.exit), whatever the debounce still holds goes to disk.
  const onExit = () => file.flushSync();
  process.on('exit', onExit);
  let stopSnapshotting = () => {};
  const close = async () => {
    stopSnapshotting();
    process.off('exit', onExit);
    await file.flush();
  };
  const startSessions = async () => {
    const keeper = createSessionKeeper(file);
    await keeper.restore();
    stopSnapshotting = startSnapshotting();
    return keeper;
  };
  if (options.reset) {
    file.clear();
    await resetDatabase();
    await file.flush();
    const story = `Database: reset to seed ${SEED_VERSION} (${path}).`;
    return { file, sessions: await startSessions(), story, close };
  }
  const [meta] = (await file.getMany([META_KEY])) as [SnapshotMeta | undefined];
  const outcome = await restoreOrSeed();
  let story: string;
  if (outcome === 'restored') story = `Database: restored from ${path} (saved ${meta?.savedAt ?? 'earlier'}).`;
  else if (file.found === 'corrupt')
    story = `Database: ${path} could not be read (${file.problem}); kept it as ${path}.bad and seeded afresh.`;
  else if (meta && meta.seedVersion !== SEED_VERSION)
    story = `Database: ${path} was written by seed ${meta.seedVersion}, not ${SEED_VERSION}; seeded afresh.`;
  else if (meta) {
    file.keepAsBad();
    story = `Database: ${path} did not load (see the warning above); kept it as ${path}.bad and seeded afresh.`;
  } else story = `Database: seeded; changes will be saved to ${path}.`;
  return { file, sessions: await startSessions(), story, close };
}
