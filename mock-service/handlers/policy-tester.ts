import { policyTestEndpoint } from '../../src/api/coverage/tester-contract';
import { ErrorKey } from '../../src/api/error-keys';
import { defineHandler } from '../core/define-handler';
import { MockError } from '../core/mock-error';
import { currentWorld } from '../world-adapter/current-world';
import { categoryName } from '../world/categories';
import { entryOf } from '../world/coverage';
import { indicatorOr400, toAffecting, worldCatalogue } from './coverage-store';

/*
 * The policy tester (beyond the spec): what the DNS world's evaluator decides for a domain name
 * asked from one of the organization's source sets at a moment, and which policies lost.
 */

const test = defineHandler(policyTestEndpoint, ({ input, db, clock }) => {
  const indicator = indicatorOr400(input.indicator, 'indicator');
  if (indicator.kind !== 'domain')
    throw new MockError(ErrorKey.coverageIndicator, 400, {
      field: 'indicator',
      message: 'The tester takes a domain name.',
    });
  const set = db.sourceSets.all().find((s) => s.id === input.sourceSetId && s.orgId === input.orgId && !s.deleted);
  if (!set) throw new MockError(ErrorKey.testerSourceSet, 404, { field: 'sourceSetId' });
  const at = input.at ? Date.parse(input.at) : clock.now();
  const verdict = currentWorld(db).decide(input.orgId, set.id, indicator.value, input.recordType, at);
  const entry = entryOf(worldCatalogue(), indicator);
  const wire = (p: NonNullable<typeof verdict.policy>) => toAffecting(p, input.orgId, db, at);
  return {
    indicator: indicator.value,
    at: new Date(at).toISOString(),
    decision: verdict.decision,
    decidedBy: verdict.policy ? wire(verdict.policy) : null,
    alsoMatched: verdict.losers.flatMap((p) => wire(p) ?? []),
    contentCategory: categoryName(entry?.contentCategoryId ?? 0),
    securityRiskCategory: categoryName(entry?.securityCategoryId ?? 0),
    securityThreatCategory: categoryName(entry?.threatId ?? 0),
  };
});

export const policyTesterHandlers = [test];
