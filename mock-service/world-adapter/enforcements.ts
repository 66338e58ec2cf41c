import type { PolicyEnforcementRecord } from '../db/schemas';
import type { WorldPolicy } from '../world/inputs';

/**
 * The policy the DNS world takes from one enforcement interval. The world reads intervals, never
 * the policies table: a version decides traffic from its approval until it is disabled or
 * replaced, and the past keeps the decisions of its time.
 */
export const worldPolicyOf = (e: PolicyEnforcementRecord): WorldPolicy => ({
  id: e.policyId,
  orgId: e.orgId,
  precedence: e.precedence,
  action: e.action,
  expression: e.expression,
  sourceSetIds: e.sourceSetIds,
  enforcedFrom: Date.parse(e.from),
  ...(e.until ? { enforcedUntil: Date.parse(e.until) } : {}),
});
