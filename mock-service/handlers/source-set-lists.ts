import type { HttpHandler } from 'msw';
import {
  type Source,
  listMultipleOrgSourceSetsEndpoint,
  listMultipleOrgSourcesEndpoint,
  listOrgSourceSetsEndpoint,
  listOrgSourcesEndpoint,
  sourceDownloadEndpoint,
  sourceListEndpoint,
  sourceSetListEndpoint,
} from '../../src/api/sources/contract';
import { sourcePermissions } from '../../src/api/sources/permissions';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { type Caller, assertOrgVisible } from '../core/caller';
import { defineHandler } from '../core/define-handler';
import { defineListHandler } from '../core/list-handler';
import { principalIn } from '../core/membership';
import { forbidden } from '../core/mock-error';
import type { Database } from '../db/database';
import { findOrg } from '../db/lookups';
import { issueFile } from '../core/files/files';
import { sourceListFile } from './source-csv';

/** A link to open now, as a bucket's pre-signed link would be (15 minutes). */
const SOURCE_LIST_TTL_SECONDS = 900;
import { liveSets, sourceReply } from './source-rules';
import { slug } from '../../src/lib/slug';

/*
 * Reads. The access row checks the one organization a call names; calls naming several check
 * each here, and are refused whole when one is not the caller's to view.
 */

function assertMayViewAll(caller: Caller, orgIds: readonly string[]) {
  orgIds.forEach((orgId, index) => {
    const org = assertOrgVisible(caller, orgId, `orgIds.${index}`);
    const principal = principalIn(caller, org);
    if (!principal || !sourcePermissions.view(principal)) throw forbidden(`The caller may not view ${org.orgName}.`);
  });
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

const orgSources = (db: Database, orgId: string): Source[] => {
  const live = new Set(liveSets(db, orgId).map((set) => set.id));
  return db.sources
    .all()
    .filter((source) => source.orgId === orgId && live.has(source.set))
    .map((source) => sourceReply(db, source));
};

/** The rows of the source-set table: the Global organization's list is every organization's. */
function setRows(db: Database, orgId: string) {
  const everyOrg = findOrg(orgId)?.orgName === GLOBAL_ORG_NAME;
  const orgNames = new Map(db.organizations.all().map((org) => [org.orgId, org.displayName]));
  const sets = db.sourceSets.all().filter((set) => !set.deleted && (everyOrg || set.orgId === orgId));
  const bySet = new Map(sets.map((set) => [set.id, { name: set.name, sources: [] as Source[] }]));
  for (const source of db.sources.all()) {
    const set = bySet.get(source.set);
    set?.sources.push({ ...source, setName: set.name });
  }
  return sets.map((set) => {
    const { sources } = bySet.get(set.id)!;
    return {
      ...set,
      orgDisplayName: orgNames.get(set.orgId) ?? set.orgId,
      sources,
      // Searching 'Search for source' finds a set by any of its sources' addresses or providers.
      sourceText: sources.map((source) => `${source.sourceIP ?? ''} ${source.displayName ?? ''}`).join(' '),
    };
  });
}

export const sourceSetListHandlers: HttpHandler[] = [
  defineListHandler(sourceSetListEndpoint, ({ input, db }) => ({ rows: setRows(db, input.orgId) })),
  defineListHandler(sourceListEndpoint, ({ input, db }) => ({ rows: orgSources(db, input.orgId) })),
  defineHandler(listOrgSourceSetsEndpoint, ({ input, db }) => ({ items: liveSets(db, input.orgId).sort(byName) })),
  defineHandler(listMultipleOrgSourceSetsEndpoint, ({ input, caller, db }) => {
    assertMayViewAll(caller, input.orgIds);
    return { items: input.orgIds.map((orgId) => ({ orgId, sourceSets: liveSets(db, orgId).sort(byName) })) };
  }),
  defineHandler(listOrgSourcesEndpoint, ({ input, db }) => ({ items: orgSources(db, input.orgId) })),
  defineHandler(listMultipleOrgSourcesEndpoint, ({ input, caller, db }) => {
    assertMayViewAll(caller, input.orgIds);
    return { items: input.orgIds.map((orgId) => ({ orgId, sources: orgSources(db, orgId) })) };
  }),
  defineHandler(sourceDownloadEndpoint, ({ input, clock, request }) => {
    const org = findOrg(input.orgId);
    return {
      preSignedUrl: issueFile(request, {
        recipe: sourceListFile,
        params: { orgId: input.orgId },
        name: `sources-${slug(org?.acronym ?? input.orgId)}-${clock.isoNow().slice(0, 10)}.csv`,
        ttlSeconds: SOURCE_LIST_TTL_SECONDS,
      }),
    };
  }),
];
