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
  clock: Clock,
  event: { orgId: string; kind: SystemEventKind; summary: string },
): Promise<SystemEventRecord> {
  const id = `sev-${clock.now().toString(36)}-${db.systemEvents.count() + 1}`;
  return db.systemEvents.create({ ...event, id, at: clock.isoNow() });
}
