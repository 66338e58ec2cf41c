import type { PolicyEnforcementRecord, PolicyHistoryRecord, PolicyRecord } from '../db/schemas';
import type { OrgSeed } from './organizations';

export interface PolicySeed {
  policies: PolicyRecord[];
  policyHistory: PolicyHistoryRecord[];
  policyEnforcements: PolicyEnforcementRecord[];
}

/** Seeded by the policies slice (issue 12): records, their status history and enforcement intervals. */
export function policySeed(_orgs: readonly OrgSeed[], _now: number): PolicySeed {
  return { policies: [], policyHistory: [], policyEnforcements: [] };
}
