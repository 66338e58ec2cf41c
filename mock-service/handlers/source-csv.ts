import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import type { Database } from '../db/database';

const HEADER = ['Organization', 'Source Set', 'Type', 'Address or Provider', 'Description', 'Date Added'];

/** RFC 4180 quoting; a leading = + - @ is neutralised so a spreadsheet never runs a cell as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The Download List file (spec 1 §2): one row per source of the organization's live sets, every
 * organization's for the Global organization. The file service serves it behind a pre-signed URL.
 */
export function sourceListCsv(db: Database, orgId: string): string {
  const orgs = new Map(db.organizations.all().map((org) => [org.orgId, org]));
  const everyOrg = orgs.get(orgId)?.orgName === GLOBAL_ORG_NAME;
  const sets = new Map(
    db.sourceSets
      .all()
      .filter((set) => !set.deleted && (everyOrg || set.orgId === orgId))
      .map((set) => [set.id, set]),
  );
  const rows = db.sources
    .all()
    .filter((source) => sets.has(source.set))
    .map((source) => [
      orgs.get(source.orgId)?.displayName ?? source.orgId,
      sets.get(source.set)!.name,
      source.type === 'Ipv4' ? 'IPv4' : source.type === 'Ipv6' ? 'IPv6' : 'SSE',
      source.sourceIP ?? source.displayName ?? source.vendorName ?? '',
      source.description,
      source.dateCreated,
    ])
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]) || a[3].localeCompare(b[3]));
  return [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
