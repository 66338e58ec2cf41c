import { createStore, delMany, getMany, setMany } from 'idb-keyval';
import { onMutation } from './core/mutations';
import { type DatabaseDump, type TableName, db, dumpDatabase, loadDatabase, tableNames } from './db/database';
import { SEED_VERSION, seedDatabase } from './seed';
import { variantStorageKey } from './variant-storage';

/**
 * The demo database survives reloads in IndexedDB, one entry per table plus a meta entry, written
 * before each mutating call replies (so a reload straight after a change keeps it). A mutation
 * rewrites only the tables it changed: with ~10,000 users, changing an organization's name must not
 * rewrite every user. Sessions are not saved: the console keeps its token in memory.
 *
 * A freshly seeded database is not stored at all (the seed is deterministic and rebuilt on the next
 * load); the first mutation after it writes every table, later ones only what changed.
 */
export interface SnapshotMeta {
  seedVersion: string;
  savedAt: string;
}

export const META_KEY = variantStorageKey('meta');
/** The single-entry snapshot of earlier builds; read once and replaced. */
const LEGACY_KEY = variantStorageKey('database');
const tableKey = (name: TableName) => variantStorageKey(`table:${name}`);
const allKeys = () => [META_KEY, LEGACY_KEY, ...tableNames.map(tableKey)];

/**
 * Where the entries live: IndexedDB in the browser; the mock server puts the same entries in a
 * JSON file (scripts/mock-server/data-file.ts), so both share this format and this logic.
 */
export interface SnapshotStore {
  getMany(keys: string[]): Promise<unknown[]>;
  setMany(entries: [string, unknown][]): Promise<void>;
  delMany(keys: string[]): Promise<void>;
}

export function indexedDbStore(): SnapshotStore {
  const idb = createStore('pdns-mock', 'snapshot');
  return {
    getMany: (keys) => getMany(keys, idb),
    setMany: (entries) => setMany(entries, idb),
    delMany: (keys) => delMany(keys, idb),
  };
}

let store: SnapshotStore | null = null;
// Opened on first use: createStore opens the database at once, and Node has no IndexedDB.
export const snapshotStore = (): SnapshotStore => (store ??= indexedDbStore());

/**
 * Keeps the snapshot somewhere else than IndexedDB (the mock server's data file), or in IndexedDB
 * again with null; call before restoreOrSeed.
 */
export function useSnapshotStore(other: SnapshotStore | null): void {
  store = other;
  complete = false;
  written.clear();
}

/**
 * The record references of each table as last written. @msw/data replaces a record object on
 * update and splices the array on create and delete (see core/list-index.ts), so a table whose
 * references all match has not changed: one pass of pointer comparisons per table.
 */
const written = new Map<TableName, readonly unknown[]>();
/** Whether IndexedDB holds every table; until then the next write is a whole snapshot. */
let complete = false;
let writing: Promise<void> = Promise.resolve();

function unchanged(name: TableName): boolean {
  const before = written.get(name);
  const now = db[name].all();
  if (!before || before.length !== now.length) return false;
  for (let i = 0; i < now.length; i++) if (before[i] !== now[i]) return false;
  return true;
}

function rememberAll(): void {
  for (const name of tableNames) written.set(name, db[name].all().slice());
}

/** Writes the tables changed since the last write (all of them the first time), in one transaction. */
export async function saveSnapshot(): Promise<void> {
  const changed = complete ? tableNames.filter((name) => !unchanged(name)) : tableNames;
  // Copied now: a later mutation replaces records, it never edits these objects.
  const entries: [string, unknown][] = changed.map((name) => {
    const records = db[name].all().slice();
    written.set(name, records);
    return [tableKey(name), records.map((record) => ({ ...(record as object) }))];
  });
  const meta: SnapshotMeta = { seedVersion: SEED_VERSION, savedAt: new Date().toISOString() };
  entries.push([META_KEY, meta]);
  complete = true;
  // Writes are chained so an older write can never land after a newer one.
  writing = writing
    .then(() => snapshotStore().setMany(entries))
    .catch((error) => {
      complete = false;
      console.warn('[mock] could not save the demo database', error);
    });
  await writing;
}

async function readSnapshot(): Promise<DatabaseDump | undefined> {
  const [meta, ...tables] = await snapshotStore().getMany([META_KEY, ...tableNames.map(tableKey)]);
  if ((meta as SnapshotMeta | undefined)?.seedVersion === SEED_VERSION && tables.every(Array.isArray)) {
    complete = true;
    return Object.fromEntries(tableNames.map((name, i) => [name, tables[i]])) as DatabaseDump;
  }
  const [legacy] = (await snapshotStore().getMany([LEGACY_KEY])) as [
    { seedVersion: string; tables: DatabaseDump } | undefined,
  ];
  if (legacy?.seedVersion !== SEED_VERSION) return undefined;
  complete = false;
  return legacy.tables;
}

async function forgetSnapshot(): Promise<void> {
  complete = false;
  await snapshotStore()
    .delMany(allKeys())
    .catch(() => undefined);
}

/** Restores the saved database when it was written by this seed version; otherwise seeds afresh. */
export async function restoreOrSeed(): Promise<'restored' | 'seeded'> {
  const start = performance.now();
  const outcome = await restoreOrSeedUntimed();
  // Read by the benchmark (scripts/bench): how long the demo waits on its database at start-up.
  try {
    performance.measure('pdns-mock:restore', { start, detail: outcome });
  } catch {
    // A test DOM without User Timing Level 3; nothing depends on the figure.
  }
  return outcome;
}

async function restoreOrSeedUntimed(): Promise<'restored' | 'seeded'> {
  try {
    const snapshot = await readSnapshot();
    if (snapshot) {
      await loadDatabase(snapshot);
      rememberAll();
      if (!complete) await saveSnapshot().then(() => snapshotStore().delMany([LEGACY_KEY]));
      return 'restored';
    }
  } catch (error) {
    console.warn('[mock] the saved demo database could not be restored; seeding a new one', error);
  }
  await seedDatabase();
  rememberAll();
  await forgetSnapshot();
  return 'seeded';
}

/** Saves after every mutating call, before it replies. Returns a stop function. */
export function startSnapshotting(): () => void {
  return onMutation(saveSnapshot);
}

/** Back to the seed: the demo's "reset" control. */
export async function resetDatabase(): Promise<void> {
  await writing;
  await seedDatabase();
  rememberAll();
  await forgetSnapshot();
}

/**
 * An imported file's tables replace the database (data-file.ts checked them whole first) and are
 * saved at once, every table. Should loading still fail, the database before it is put back.
 */
export async function replaceDatabase(dump: DatabaseDump): Promise<void> {
  await writing;
  const before = dumpDatabase();
  try {
    await loadDatabase(dump);
  } catch (error) {
    await loadDatabase(before);
    throw error;
  }
  complete = false;
  await saveSnapshot();
}
