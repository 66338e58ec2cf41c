import { setupServer } from 'msw/node';
import { clock } from './core/clock';
import { routedHandler } from './core/handler-routing';
import { clearSessions } from './core/sessions';
import { startSession } from './core/start-session';
import { handlers } from './handlers';
import { type TableName, db, loadDatabase, tableNames } from './db/database';
import { seedDump } from './testing/seed-snapshot';

export { clock } from './core/clock';
export { db } from './db/database';
export { handlers } from './handlers';

/** msw's Node server over every handler, for vitest. Call listen()/resetHandlers()/close() as usual. */
export const createTestServer = () => setupServer(routedHandler(handlers));

/** Each table's records right after the last reseed, to tell which tables a test changed. */
let seeded: Map<TableName, readonly unknown[]> | null = null;

const unchanged = (name: TableName): boolean => {
  const before = seeded?.get(name);
  const now = db[name].all();
  return !!before && before.length === now.length && now.every((record, i) => record === before[i]);
};

/**
 * A freshly seeded database, no sessions and real time: call in beforeEach for independent
 * tests. Only the tables the last test wrote are reseeded (@msw/data replaces a record object
 * on every write), which keeps a reset cheap with the 10,000-user organization in the seed, and
 * the seed comes from the copy vitest built once for the run (testing/seed-snapshot.ts).
 */
export async function resetTestDatabase(): Promise<void> {
  clearSessions();
  clock.useRealTime();
  const changed = tableNames.filter((name) => !unchanged(name));
  if (changed.length) await loadDatabase(seedDump(), changed);
  seeded = new Map(tableNames.map((name) => [name, [...db[name].all()]]));
}

/** A bearer token for a seeded user, without going through HTTP. */
export function signInAs(email: string): string {
  return startSession(email).token;
}
