import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';
import { ACTION_TYPES, predicateSchema } from '../policies/schemas';

/*
 * Policy gap analysis (spec 2 §2.5, §3, §7): the weekly analysis of an organization's block and
 * allow policies against the DNS world's traffic of the 7 days ending at the last Sunday 00:00 UTC.
 */

export const policyRecSchema = v.object({
  policyId: v.string(),
  policyName: v.string(),
  /** When the analysis was made: the end of its window. */
  dateTime: v.string(),
  matched_values: v.array(v.string()),
  /** Queries the policy decided in the window. */
  matched_count: v.number(),
  action: v.picklist(ACTION_TYPES),
  expression: v.array(predicateSchema),
  recommended_values: v.array(v.string()),
  recommended_domain_and_count: v.array(
    v.object({ domain_name: v.string(), occurences: v.number(), last_observed: v.nullable(v.string()) }),
  ),
});
export type PolicyRec = v.InferOutput<typeof policyRecSchema>;

export const policyRecListEndpoint = defineEndpoint({
  id: 'policyRec.list',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy-rec/list',
  summary:
    "The organization's weekly policy recommendations, with the window analysed (start inclusive, end exclusive).",
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ policyRecs: v.array(policyRecSchema), windowStart: v.string(), windowEnd: v.string() }),
});
