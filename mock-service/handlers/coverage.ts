import { listAffectingEndpoint } from '../../src/api/coverage/contract';
import { defineHandler } from '../core/define-handler';
import { findOrg } from '../db/lookups';
import { affecting } from '../world/coverage';
import { precedes } from '../world/evaluator';
import { enforcedPolicies, indicatorOr400, ownerOf, pageOf, toAffecting, worldCatalogue } from './coverage-store';

/*
 * Single indicator coverage (spec 2 §2.4): the summary and the two policy tables. Matching runs
 * the DNS world's evaluator over the policies in force at the mock's now.
 */

const listAffecting = defineHandler(listAffectingEndpoint, ({ input, db, clock }) => {
  const indicator = indicatorOr400(input.searchString, 'searchString');
  const now = clock.now();
  const viewingGlobal = findOrg(input.orgId)?.orgType === 'Global';
  // The categories are the service's own intel's, whatever the request says (it is never trusted).
  const matched = affecting(enforcedPolicies(db), indicator, worldCatalogue(), now)
    .filter((p) => {
      const owned = ownerOf(p) === input.orgId;
      if (!input.orgIdIsBlacklist) return owned;
      return !owned && (viewingGlobal || p.orgId === null);
    })
    .sort(precedes);
  const rows = matched.flatMap((p) => toAffecting(p, input.orgId, db, now) ?? []);
  return pageOf(rows, input);
});

export const coverageHandlers = [listAffecting];
