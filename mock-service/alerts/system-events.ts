import type { Clock } from '../core/clock';
import type { Database } from '../db/database';
import type { SystemEventRecord } from '../db/schemas';

export type SystemEventKind = SystemEventRecord['kind'];

/**
 * Notes something System Events alert sets listen for (spec 1 §4). The write handlers call it after
 * their change succeeded, inside the same call, so a refused call records nothing. The scheduler
 * reads the log by time; nothing else does.
 */
export function recordSystemEvent(
  db: Database,
  clock: Pick<Clock, 'now' | 'isoNow'>,
  event: { orgId: string; kind: SystemEventKind; summary: string },
): Promise<SystemEventRecord> {
  const id = `sev-${clock.now().toString(36)}-${db.systemEvents.count() + 1}`;
  return db.systemEvents.create({ ...event, id, at: clock.isoNow() });
}

interface WriteContext {
  input: { orgId: string };
  caller: { user: { email: string } };
  db: Database;
  clock: Clock;
}

/**
 * A write resolver that notes its change once it succeeded: `summary` reads the call and its reply
 * (the caller who made it is appended), and the event is about the organization the call names.
 */
export function noting<C extends WriteContext, R>(
  kind: SystemEventKind,
  summary: (ctx: C, result: R) => string,
  resolver: (ctx: C) => R | Promise<R>,
): (ctx: C) => Promise<R> {
  return async (ctx) => {
    const result = await resolver(ctx);
    const text = `${summary(ctx, result)} by ${ctx.caller.user.email}.`;
    await recordSystemEvent(ctx.db, ctx.clock, { orgId: ctx.input.orgId, kind, summary: text });
    return result;
  };
}
