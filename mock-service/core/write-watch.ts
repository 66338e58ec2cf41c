import type { Effect } from '../../src/api/contract';
import { db, tableNames } from '../db/database';

/*
 * Every update and delete on the database is counted while a read call runs, and creates show in
 * the tables' sizes, so the pipeline can tell when a call declared as a read wrote: the browser
 * only snapshots after writes, so that change would be lost on the next reload. A read is blamed
 * only when no write call ran beside it. The listeners exist only while a read runs, as the audit
 * recorder's exist only while a write runs: a delete listener makes emptying a table (every
 * reset, restore and test reset) look each record up, and a create listener would slow every
 * seed.
 */
let changes = 0;
let writeCallsRunning = 0;
let writeCallsStarted = 0;
let readCallsRunning = 0;

type Hooks = {
  on(event: 'update' | 'delete', listener: () => void): unknown;
  removeListener(event: 'update' | 'delete', listener: () => void): void;
};
const WATCHED = ['update', 'delete'] as const;
const count = () => void changes++;
const hooksOf = (name: (typeof tableNames)[number]) => db[name].hooks as unknown as Hooks;

function startWatching(): void {
  if (readCallsRunning++ > 0) return;
  for (const name of tableNames) for (const event of WATCHED) hooksOf(name).on(event, count);
}

function stopWatching(): void {
  if (--readCallsRunning > 0) return;
  for (const name of tableNames) for (const event of WATCHED) hooksOf(name).removeListener(event, count);
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
  startWatching();
  try {
    const before = { state: fingerprint(), started: writeCallsStarted, alone: writeCallsRunning === 0 };
    const value = await run();
    const alone = before.alone && writeCallsRunning === 0 && writeCallsStarted === before.started;
    if (alone && fingerprint() !== before.state) throw new ReadWroteError(endpointId);
    return value;
  } finally {
    stopWatching();
  }
}
