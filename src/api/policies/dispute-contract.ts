import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';

/** Global Policy Dispute (spec 2 §2.6): a non-global organization tells the provider a global policy hurts its mission. */
export const policyDisputeEndpoint = defineEndpoint({
  id: 'policy.dispute',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/policy/dispute',
  summary:
    'File a dispute against a global policy; the provider is notified. Errors: resource.notFound (policyId: not a global policy in force), dispute.domainRequired, dispute.domainFormat (domain), dispute.detailsFormat (details).',
  request: v.object({
    orgId: orgIdSchema,
    policyId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    domain: v.pipe(v.string(), v.maxLength(4096)),
    details: v.optional(v.pipe(v.string(), v.maxLength(4096)), ''),
  }),
  result: v.object({ id: v.string() }),
});
