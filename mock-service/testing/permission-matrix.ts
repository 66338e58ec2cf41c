import { expect } from 'vitest';
import { setAccessToken } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { type Caller, resolveCaller } from '../core/caller';
import { type TableName, db, tableNames } from '../db/database';
import { signInAs } from '../node';

/**
 * The shared machinery of the permission matrices: sign in as a persona, make one call, and
 * report what came back and whether any table changed. @msw/data replaces a record object on
 * every write, so equal references mean nothing was written; no table is copied or reseeded.
 */
/** A cell of the access matrix: the organization acted on and the persona's e-mail. */
interface Cell {
  orgId: string;
  email: string;
}

/**
 * A request for one endpoint in a cell, aimed at a 404 or a duplicate so an allowed call writes
 * little. Resources declared in their own files keep theirs in `<resource>.access-samples.ts`.
 */
export type Sample = (cell: Cell) => unknown;

export type Outcome = 'allowed' | { key: string; status: number };

export interface Attempt {
  outcome: Outcome;
  /** The tables a call changed, by name; empty when nothing was written. */
  changed: TableName[];
}

type Snapshot = Map<TableName, readonly unknown[]>;

const snapshot = (): Snapshot => new Map(tableNames.map((name) => [name, [...db[name].all()]]));

function changedSince(before: Snapshot): TableName[] {
  return tableNames.filter((name) => {
    const then = before.get(name)!;
    const now = db[name].all();
    return now.length !== then.length || now.some((record, n) => record !== then[n]);
  });
}

/** The caller a persona's token resolves to, as the pipeline sees them. */
export function callerFor(email: string): Caller {
  const token = signInAs(email);
  return resolveCaller(new Request('http://matrix.test/', { headers: { Authorization: `Bearer ${token}` } }));
}

/** One call as this persona, through the console's real client. */
export async function attempt(email: string, call: () => Promise<unknown>): Promise<Attempt> {
  setAccessToken(signInAs(email));
  const before = snapshot();
  const outcome: Outcome = await call().then(
    () => 'allowed' as const,
    (error: { key?: string; status?: number }) => ({ key: String(error.key), status: Number(error.status) }),
  );
  return { outcome, changed: changedSince(before) };
}

/** Refused with the key the service uses for it (auth.forbidden unless said), and nothing written. */
export function expectRefused(result: Attempt, label: string, key: string = ErrorKey.forbidden): void {
  expect(result.outcome, `${label}: refused`).toMatchObject({ key });
  expect(result.changed, `${label}: refused calls write nothing`).toEqual([]);
}

/** Not refused for lack of permission: it may still fail for other reasons (a 404, a duplicate). */
export function expectNotRefused(result: Attempt, label: string): void {
  const refused = result.outcome !== 'allowed' && [401, 403].includes(result.outcome.status);
  expect(refused ? result.outcome : 'not refused', `${label}: not refused`).toBe('not refused');
}
