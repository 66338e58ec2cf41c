import { type UseStore, createStore, del, get, set } from 'idb-keyval';
import { onMutation } from './core/mutations';
import { type DatabaseDump, dumpDatabase, loadDatabase } from './db/database';
import { SEED_VERSION, seedDatabase } from './seed';

/**
 * The demo database survives reloads as one IndexedDB snapshot, written before each mutating
 * call replies (so a reload straight after a change keeps it). Sessions are not saved: the console keeps its token in memory, so a reload
 * signs the user out anyway.
 */
interface Snapshot {
  seedVersion: string;
  savedAt: string;
  tables: DatabaseDump;
}

const SNAPSHOT_KEY = 'database';
let store: UseStore | null = null;
// Opened on first use: createStore opens the database at once, and Node has no IndexedDB.
const snapshotStore = (): UseStore => (store ??= createStore('pdns-mock', 'snapshot'));

let writing: Promise<void> = Promise.resolve();

export async function saveSnapshot(): Promise<void> {
  const snapshot: Snapshot = { seedVersion: SEED_VERSION, savedAt: new Date().toISOString(), tables: dumpDatabase() };
  // Writes are chained so an older snapshot can never land after a newer one.
  writing = writing.then(() => set(SNAPSHOT_KEY, snapshot, snapshotStore())).catch((error) => {
    console.warn('[mock] could not save the demo database', error);
  });
  await writing;
}

/** Restores the saved database when it was written by this seed version; otherwise seeds afresh. */
export async function restoreOrSeed(): Promise<'restored' | 'seeded'> {
  try {
    const snapshot = await get<Snapshot>(SNAPSHOT_KEY, snapshotStore());
    if (snapshot?.seedVersion === SEED_VERSION) {
      await loadDatabase(snapshot.tables);
      return 'restored';
    }
  } catch (error) {
    console.warn('[mock] the saved demo database could not be restored; seeding a new one', error);
  }
  await seedDatabase();
  await del(SNAPSHOT_KEY, snapshotStore()).catch(() => undefined);
  return 'seeded';
}

/** Snapshot after every mutating call, before it replies. Returns a stop function. */
export function startSnapshotting(): () => void {
  return onMutation(saveSnapshot);
}

/** Waits for snapshot writes under way (tests; the page being hidden). */
export async function flushSnapshot(): Promise<void> {
  await writing;
}

/** Back to the seed: the demo's "reset" control. */
export async function resetDatabase(): Promise<void> {
  await writing;
  await seedDatabase();
  await del(SNAPSHOT_KEY, snapshotStore()).catch(() => undefined);
}
