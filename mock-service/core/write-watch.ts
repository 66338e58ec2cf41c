import type { Effect } from '../../src/api/contract';
import { db, tableNames } from '../db/database';

/*
 * Every create, update and delete on the database is counted, so the pipeline can tell when a
 * call declared as a read wrote: the browser only snapshots after writes, so that change would
 * be lost on the next reload. A read is blamed only when no write call ran beside it.
 */
let writes = 0;
let writeCallsRunning = 0;
let writeCallsStarted = 0;

type Hooks = { on(event: 'create' | 'update' | 'delete', listener: () => void): unknown };
for (const name of tableNames) {
  const hooks = db[name].hooks as unknown as Hooks;
  for (const event of ['create', 'update', 'delete'] as const) hooks.on(event, () => void writes++);
}

export class ReadWroteError extends Error {
  constructor(endpointId: string) {
    super(
      `${endpointId} is declared effect 'read' but changed the database: declare it 'write' so the change is saved.`,
    );
    this.name = 'ReadWroteError';
  }
}

/** Runs a handler's resolver under its declared effect; a read that writes throws ReadWroteError. */
export async function runWithEffect<T>(endpointId: string, effect: Effect, run: () => T | Promise<T>): Promise<T> {
  if (effect === 'write') {
    writeCallsRunning++;
    writeCallsStarted++;
    try {
      return await run();
    } finally {
      writeCallsRunning--;
    }
  }
  const before = { writes, started: writeCallsStarted, alone: writeCallsRunning === 0 };
  const value = await run();
  const alone = before.alone && writeCallsRunning === 0 && writeCallsStarted === before.started;
  if (alone && writes !== before.writes) throw new ReadWroteError(endpointId);
  return value;
}
