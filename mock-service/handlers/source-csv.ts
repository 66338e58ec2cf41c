import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import { orgIdSchema } from '../../src/api/contract';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { defineFileRecipe } from '../core/files/files';
import { notFound } from '../core/mock-error';
import type { Database } from '../db/database';

const HEADER = ['Organization', 'Source Set', 'Type', 'Address or Provider', 'Description', 'Date Added'];

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
  return toCsv(HEADER, rows, { finalNewline: true });
}

/** Download List's file: the sources as they are when the link is opened. */
export const sourceListFile = defineFileRecipe({
  id: 'source-list',
  params: v.object({ orgId: orgIdSchema }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db }) {
    if (!db.organizations.all().some((org) => org.orgId === params.orgId)) throw notFound('The organization');
    return sourceListCsv(db, params.orgId);
  },
});
