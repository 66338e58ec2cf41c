import type { Database } from '../db/database';
import type { OutboxRecord } from '../db/schemas';
import type { Clock } from './clock';

export type OutgoingMail = Omit<OutboxRecord, 'id' | 'sentAt'>;

/**
 * Records an e-mail the service would send (approval requests, reminders, decisions, disputes).
 * Nothing leaves the machine: tests and the demo tools read the outbox table.
 */
export function sendMail(db: Database, clock: Clock, mail: OutgoingMail): Promise<OutboxRecord> {
  const sentAt = clock.isoNow();
  const id = `mail-${clock.now().toString(36)}-${db.outbox.count() + 1}`;
  return db.outbox.create({ ...mail, id, sentAt });
}
