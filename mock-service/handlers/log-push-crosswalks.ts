import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import { orgIdSchema } from '../../src/api/contract';
import { logPushLocationCrosswalkEndpoint, logPushPolicyCrosswalkEndpoint } from '../../src/api/log-push-jobs/contract';
import { defineHandler } from '../core/define-handler';
import { defineFileRecipe, issueFile } from '../core/files/files';
import { notFound } from '../core/mock-error';
import { findOrg } from '../db/lookups';
import { assertAccount } from '../log-push/destination';
import { isRedactedFor, visiblePolicies } from './policy-store';

/*
 * The two crosswalks of the DNS Log Push list (spec 3 §2): pushed records name sources and
 * policies by id, these CSV files name them. Built from the database when the link is opened.
 */
const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export const LOCATION_CROSSWALK_COLUMNS = ['Location', 'Source Set'] as const;
export const POLICY_CROSSWALK_COLUMNS = ['Policy ID', 'Policy Name'] as const;

/** Every authorized source (its address, or the SSE provider's name) and its set; a deleted set says so. */
export const locationCrosswalkFile = defineFileRecipe({
  id: 'log-push-location-crosswalk',
  params: v.object({ orgId: orgIdSchema }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db }) {
    if (!findOrg(params.orgId)) throw notFound('The organization');
    const sets = new Map(db.sourceSets.all().map((set) => [set.id, set.deleted ? `${set.name} (deleted)` : set.name]));
    const rows = db.sources
      .all()
      .filter((source) => source.orgId === params.orgId)
      .map((source) => [source.sourceIP ?? source.displayName ?? source.id, sets.get(source.set) ?? source.set])
      .sort((a, b) => byText.compare(a[1], b[1]) || byText.compare(a[0], b[0]));
    return toCsv(LOCATION_CROSSWALK_COLUMNS, rows);
  },
});

/** The organization's own and the provider's policies; a redacted provider policy keeps its id only. */
export const policyCrosswalkFile = defineFileRecipe({
  id: 'log-push-policy-crosswalk',
  params: v.object({ orgId: orgIdSchema }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db }) {
    if (!findOrg(params.orgId)) throw notFound('The organization');
    const rows = visiblePolicies(db, params.orgId)
      .map((p) => [p.id, isRedactedFor(p, params.orgId) ? 'Provider policy' : p.name])
      .sort((a, b) => byText.compare(a[1], b[1]) || a[0].localeCompare(b[0]));
    return toCsv(POLICY_CROSSWALK_COLUMNS, rows);
  },
});

const stamp = (iso: string) => iso.slice(0, 10);

const location = defineHandler(logPushLocationCrosswalkEndpoint, ({ input, clock, request }) => {
  assertAccount(input.orgId);
  return {
    preSignedUrl: issueFile(request, {
      recipe: locationCrosswalkFile,
      params: { orgId: input.orgId },
      name: `location-to-source-set-${stamp(clock.isoNow())}.csv`,
      ttlSeconds: 300,
    }),
  };
});

const policy = defineHandler(logPushPolicyCrosswalkEndpoint, ({ input, clock, request }) => {
  assertAccount(input.orgId);
  return {
    preSignedUrl: issueFile(request, {
      recipe: policyCrosswalkFile,
      params: { orgId: input.orgId },
      name: `policy-id-to-policy-name-${stamp(clock.isoNow())}.csv`,
      ttlSeconds: 300,
    }),
  };
});

export const logPushCrosswalkHandlers = [location, policy];
