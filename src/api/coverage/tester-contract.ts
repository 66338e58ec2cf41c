import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';
import { EXPRESSION_RECORD_TYPES } from '../policies/expression-rules';
import { affectingPolicySchema } from './contract';

/*
 * The policy tester (beyond the spec): for a domain name asked from a source set at a moment,
 * which policy the DNS world's evaluator lets decide, and which matched too but lost on precedence.
 */

export const testerRecordTypes = EXPRESSION_RECORD_TYPES;

export const policyTestEndpoint = defineEndpoint({
  id: 'policy.test',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/test',
  summary:
    'The decision for a query (indicator, source set, record type, time; now by default) and why. Errors: coverage.indicator (indicator), tester.sourceSet (sourceSetId).',
  request: v.object({
    orgId: orgIdSchema,
    sourceSetId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    indicator: v.pipe(v.string(), v.maxLength(256)),
    recordType: v.optional(v.picklist(EXPRESSION_RECORD_TYPES), 'A'),
    at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  }),
  result: v.object({
    indicator: v.string(),
    at: v.string(),
    decision: v.picklist(['allow', 'block', 'override', 'logOnly', 'none']),
    /** The deciding policy, then the others that matched, in evaluation order. */
    decidedBy: v.nullable(affectingPolicySchema),
    alsoMatched: v.array(affectingPolicySchema),
    /** The categories the evaluator saw for the name. */
    contentCategory: v.string(),
    securityRiskCategory: v.string(),
    securityThreatCategory: v.string(),
  }),
});
