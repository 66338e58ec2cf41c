import type { Effect } from '../../src/api/contract';
import { db, tableNames } from '../db/database';

/*
 * Every update and delete on the database is counted, and creates show in the tables' sizes, so
 * the pipeline can tell when a call declared as a read wrote: the browser only snapshots after
 * writes, so that change would be lost on the next reload. A read is blamed only when no write
 * call ran beside it. Creates are not hooked: a create listener would slow every seed and restore.
 */
let changes = 0;
let writeCallsRunning = 0;
let writeCallsStarted = 0;

type Hooks = { on(event: 'update' | 'delete', listener: () => void): unknown };
for (const name of tableNames) {
  const hooks = db[name].hooks as unknown as Hooks;
  for (const event of ['update', 'delete'] as const) hooks.on(event, () => void changes++);
}

function fingerprint(): string {
  let records = 0;
  for (const name of tableNames) records += db[name].count();
  return `${changes}:${records}`;
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
  const before = { state: fingerprint(), started: writeCallsStarted, alone: writeCallsRunning === 0 };
  const value = await run();
  const alone = before.alone && writeCallsRunning === 0 && writeCallsStarted === before.started;
  if (alone && fingerprint() !== before.state) throw new ReadWroteError(endpointId);
  return value;
}
