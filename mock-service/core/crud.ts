import type { Database, TableName } from '../db/database';
import { MockError, notFound } from './mock-error';

/*
 * Record helpers every resource's handlers share, so a missing record, a duplicate, an update and
 * a delete answer alike everywhere: keyed errors at the request field that named the record.
 */

type Table = Database[TableName];
type Row<C extends Table> = ReturnType<C['all']>[number];
/** What update() and delete() need of a collection, without its per-schema overloads. */
type Untyped<R> = {
  update(record: R, options: { strict: true; data: (draft: R) => void }): Promise<R>;
  delete(record: R): unknown;
};

/** The first record that matches, or resource.notFound (404) at `field`: "<what> was not found." */
export function findOr404<R>(table: { all(): R[] }, match: (record: R) => boolean, what: string, field: string): R {
  const found = table.all().find(match);
  if (found === undefined) throw notFound(what, field);
  return found;
}

export interface Conflict<R> {
  key: string;
  field: string;
  message: (existing: R) => string;
  detail?: (existing: R) => unknown;
  /** 409 unless a resource's rule says otherwise (display names answer 400). */
  status?: number;
}

/** Throws the conflict, naming the existing record, when any record matches. */
export function uniqueOr409<R>(table: { all(): R[] }, match: (record: R) => boolean, conflict: Conflict<R>): void {
  const existing = table.all().find(match);
  if (existing === undefined) return;
  throw new MockError(conflict.key, conflict.status ?? 409, {
    field: conflict.field,
    message: conflict.message(existing),
    detail: conflict.detail?.(existing),
  });
}

/** Replaces the record with its changed copy (caches over the table notice) and returns the copy. */
export function updateRecord<C extends Table>(
  table: C,
  record: Row<C>,
  changes: Partial<Row<C>> | ((draft: Row<C>) => void),
): Promise<Row<C>> {
  const data = typeof changes === 'function' ? changes : (draft: Row<C>) => void Object.assign(draft, changes);
  return (table as unknown as Untyped<Row<C>>).update(record, { strict: true, data });
}

/** Removes the record and returns a plain copy of it, for the reply. */
export function deleteRecord<C extends Table>(table: C, record: Row<C>): Row<C> {
  const copy = { ...record };
  (table as unknown as Untyped<Row<C>>).delete(record);
  return copy;
}
