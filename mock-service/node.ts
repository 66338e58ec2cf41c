import { setupServer } from 'msw/node';
import { clock } from './core/clock';
import { clearSessions } from './core/sessions';
import { startSession } from './core/start-session';
import { handlers } from './handlers';
import { seedDatabase } from './seed';

export { clock } from './core/clock';
export { db } from './db/database';
export { handlers } from './handlers';
export { PERSONA } from './testing/personas';

/** msw's Node server over every handler, for vitest. Call listen()/resetHandlers()/close() as usual. */
export const createTestServer = () => setupServer(...handlers);

/** A fresh seeded database, no sessions and real time: call in beforeEach for independent tests. */
export async function resetTestDatabase(): Promise<void> {
  clearSessions();
  clock.useRealTime();
  await seedDatabase();
}

/** A bearer token for a seeded user, without going through HTTP. */
export function signInAs(email: string): string {
  return startSession(email).token;
}
