import type { AuditItem } from '../../src/api/audit/contract';
import type { Database } from '../db/database';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { historyBetween } from './history';

/** A checked audit filter: the organizations already limited to what the caller may see. */
export interface AuditQuery {
  orgIds: readonly string[];
  emails: readonly string[];
  events: readonly string[];
  from: number;
  to: number;
}

/**
 * The events matching a query, newest first: the computed history before the seed and what the
 * calls recorded since, one list. Empty e-mail and event lists match everything.
 */
export function findAuditEvents(db: Database, query: AuditQuery, limit = Infinity): AuditItem[] {
  const orgs = new Set(query.orgIds);
  const emails = query.emails.length ? new Set(query.emails.map((e) => e.toLowerCase())) : null;
  const events = query.events.length ? new Set(query.events) : null;
  const names = new Map(db.organizations.all().map((o) => [o.orgId, o.displayName || o.orgName]));
  const linked = new Set(
    db.organizations
      .all()
      .filter((o) => o.accountId)
      .map((o) => o.orgId),
  );
  const globals = new Set(
    db.organizations
      .all()
      .filter((o) => o.orgName === GLOBAL_ORG_NAME)
      .map((o) => o.orgId),
  );
  const matches = (e: { orgId: string; email: string; event: string; at: number }) =>
    orgs.has(e.orgId) &&
    (!emails || emails.has(e.email.toLowerCase())) &&
    (!events || events.has(e.event)) &&
    e.at >= query.from &&
    e.at <= query.to;

  const recorded = db.auditEvents
    .all()
    .map((r) => ({ ...r, at: Date.parse(r.at) }))
    .filter(matches);
  const history = historyBetween(
    query.orgIds.map((orgId) => ({ orgId, global: globals.has(orgId), linked: linked.has(orgId) })),
    query.from,
    query.to + 1,
  ).filter(matches);
  return [...recorded, ...history]
    .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id))
    .slice(0, limit)
    .map((e) => ({
      id: e.id,
      datetime: new Date(e.at).toISOString(),
      event: e.event,
      orgid: e.orgId,
      orgName: names.get(e.orgId) ?? e.orgId,
      email: e.email,
      changes: e.changes,
    }));
}
