import type { Caller } from '../core/caller';
import { clock } from '../core/clock';
import { type TableName, db, tableNames } from '../db/database';
import { findOrg, findOrgByName } from '../db/lookups';
import { auditEventOf } from './audited-endpoints';
import { type RawChange, describeChanges, orgOfChanges } from './changes';

/*
 * Records the audit event of a successful write call (define-handler.ts runs it). While a write
 * call runs, the collections' hooks report each record created, updated or deleted; the
 * listeners exist only then, so seeding and restoring (thousands of creates) pay nothing. Two
 * write calls overlapping in time (a resolver awaiting while another runs) both see the
 * other's changes; the mock's resolvers await nothing but the database, so this is rare.
 */
type Listener = (event: { data: Record<string, unknown> }) => void;
type Hooks = {
  on(event: string, listener: Listener): unknown;
  removeListener(event: string, listener: Listener): void;
};

const plain = (record: unknown): Record<string, unknown> => structuredClone({ ...(record as Record<string, unknown>) });

const primaryKeyOf = (record: object): unknown => {
  const symbol = Object.getOwnPropertySymbols(record).find((s) => s.description === 'kPrimaryKey');
  return symbol ? (record as Record<symbol, unknown>)[symbol] : record;
};

export interface AuditRecording {
  /** Stops listening; records the event when the call succeeded. */
  finish(
    outcome: { ok: false } | { ok: true; endpointId: string; caller: Caller | null; input: unknown },
  ): Promise<void>;
}

export function startAuditRecording(): AuditRecording {
  const changes = new Map<string, RawChange>();
  const attached: [Hooks, string, Listener][] = [];
  const keyOf = (table: TableName, record: object) => `${table}:${String(primaryKeyOf(record))}`;
  const note = (table: TableName, record: object, before: RawChange['before'], after: RawChange['after']) => {
    const key = keyOf(table, record);
    const seen = changes.get(key);
    // Several patches of one update, or a create then an update: the first before, the last after.
    changes.set(key, { table, before: seen ? seen.before : before, after });
  };
  for (const table of tableNames) {
    if (table === 'auditEvents') continue;
    const hooks = db[table].hooks as unknown as Hooks;
    const listeners: [string, Listener][] = [
      ['create', ({ data }) => note(table, data.record as object, null, plain(data.record))],
      ['update', ({ data }) => note(table, data.prevRecord as object, plain(data.prevRecord), plain(data.nextRecord))],
      ['delete', ({ data }) => note(table, data.deletedRecord as object, plain(data.deletedRecord), null)],
    ];
    for (const [name, listener] of listeners) {
      hooks.on(name, listener);
      attached.push([hooks, name, listener]);
    }
  }
  return {
    async finish(outcome) {
      for (const [hooks, name, listener] of attached) hooks.removeListener(name, listener);
      if (!outcome.ok) return;
      const event = auditEventOf(outcome.endpointId, outcome.input);
      if (!event) return;
      const raw = [...changes.values()].filter((c) => c.before !== null || c.after !== null);
      const input = (outcome.input ?? {}) as Record<string, unknown>;
      await db.auditEvents.create({
        id: `audit-${clock.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        at: clock.isoNow(),
        event,
        orgId: orgOf(input, raw, outcome.caller),
        email: outcome.caller?.user.email ?? (typeof input.email === 'string' ? input.email : 'unknown'),
        endpointId: outcome.endpointId,
        changes: describeChanges(raw),
      });
    },
  };
}

/** The request's organization, else the changed record's, else the caller's (the Global organization for anonymous calls). */
function orgOf(input: Record<string, unknown>, raw: RawChange[], caller: Caller | null): string {
  if (typeof input.orgId === 'string' && findOrg(input.orgId)) return input.orgId;
  const changed = orgOfChanges(raw);
  if (changed.orgId && findOrg(changed.orgId)) return changed.orgId;
  const named = changed.orgName ? findOrgByName(changed.orgName) : undefined;
  if (named) return named.orgId;
  return caller?.org.orgId ?? GLOBAL_ORG;
}

const GLOBAL_ORG = 'org-global';
