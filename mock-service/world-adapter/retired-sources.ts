import type { Database, SourceRow } from '../db/database';

/**
 * Keeps what the DNS world needs of a source that is being deleted: the past never changes, so
 * its queries stay in the totals and log rows of their time, and its set, once deleted too,
 * still has traffic to show as 'name (deleted)'.
 */
export async function retireSource(db: Database, source: SourceRow, now: string): Promise<void> {
  const { orgId, id, type, sourceIP, set, description, vendorName, listId, displayName, dateCreated } = source;
  await db.retiredSources.create({
    orgId,
    id,
    type,
    sourceIP,
    set,
    description,
    vendorName,
    listId,
    displayName,
    dateCreated,
    dateRemoved: now,
  });
}
