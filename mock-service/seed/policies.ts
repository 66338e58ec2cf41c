import type { PolicyStatus } from '../../src/api/policies/contract';
import type { PolicyEnforcementRecord, PolicyHistoryRecord, PolicyRecord } from '../db/schemas';
import { GLOBAL_ORG_ID, HISTORY, enforcementOf, precedenceOf } from '../handlers/policy-store';
import { BASELINE_POLICIES } from '../world-adapter/baseline-policies';
import { organizationPlans } from './organization-policy-plans';
import type { OrgSeed } from './organizations';
import { P, type Person } from './policy-plan-kit';
import { createRandom } from './prng';
import { providerPlans } from './provider-policy-plans';
import { sourceSeed } from './sources';

export interface PolicySeed {
  policies: PolicyRecord[];
  policyHistory: PolicyHistoryRecord[];
  policyEnforcements: PolicyEnforcementRecord[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The seeded policies: the provider's three built-ins (read-only, enforced as the world always had
 * them), Global - Commercial and more provider policies (threat feeds, a sinkhole outside the CI
 * variant), and organizations' policies in every status with their history and intervals. Global
 * intervals all start more than 30 days back, so the 30-day policy changes a tenant sees stay
 * the built-in test domains alone.
 */
export function policySeed(orgs: readonly OrgSeed[], now: number): PolicySeed {
  const random = createRandom(20261124);
  const present = new Set(orgs.map((org) => org.orgId));
  const sets = sourceSeed(orgs, createRandom(20261123), now).sourceSets.filter((set) => !set.deleted);
  const policies: PolicyRecord[] = [];
  const policyHistory: PolicyHistoryRecord[] = [];
  const policyEnforcements: PolicyEnforcementRecord[] = [];

  for (const base of BASELINE_POLICIES) {
    const type = ({ block: 'BLOCK', allow: 'ALLOW', logOnly: 'LOGONLY', override: 'OVERRIDE' } as const)[base.action];
    const from = iso(base.enforcedFrom);
    const record: PolicyRecord = {
      id: base.id,
      policyId: base.id,
      orgId: GLOBAL_ORG_ID,
      name: base.name,
      description: 'Built into the service: every organization is protected by it.',
      action: { type },
      expression: base.expression.map((p) => ({ ...p, values: [...p.values] })),
      sourceSetList: [],
      namedSourceSet: [],
      global: true,
      proprietary: true,
      status: 'ENFORCING',
      priorStatus: null,
      lastModified: from,
      submittedBy: null,
      updatedBy: P.system.fullName,
      disableDnssec: false,
      blockPageEnabled: false,
      precedence: base.precedence,
      readOnly: true,
      redacted: false,
      analysisData: null,
      createdAt: from,
      analysisStartedAt: null,
      statusBeforeAnalysis: null,
      reminderSentAt: null,
    };
    policies.push(record);
    policyHistory.push(history(record, 0, from, 'ENFORCING', HISTORY.approved, P.system));
    policyEnforcements.push(enforcementOf(record, `pe-${base.id}`, from));
  }

  for (const plan of [...providerPlans(), ...organizationPlans()]) {
    if (!present.has(plan.orgId)) continue;
    const global = plan.global ?? false;
    const proprietary = plan.proprietary ?? false;
    const orgSets = sets.filter((set) => set.orgId === plan.orgId);
    const chosen = plan.sourceSets === 'first' ? orgSets.slice(0, 1) : [];
    // A few minutes of jitter so the seeded times do not all fall on the hour.
    const at = (daysAgo: number) => now - Math.round(daysAgo * DAY) - random.int(0, 50) * 60_000;
    const times = plan.steps.map(([daysAgo]) => at(daysAgo));
    const last = plan.steps[plan.steps.length - 1];
    const submitStep = [...plan.steps].reverse().find(([, status]) => AWAITING.includes(status));
    const record: PolicyRecord = {
      id: plan.id,
      policyId: plan.id,
      orgId: plan.orgId,
      name: plan.name,
      description: plan.description,
      action: plan.action,
      expression: plan.expression,
      sourceSetList: chosen.map((set) => set.id),
      namedSourceSet: chosen.map((set) => set.name),
      global,
      proprietary,
      status: last[1],
      priorStatus: plan.priorStatus ?? (plan.steps.length > 1 ? plan.steps[plan.steps.length - 2][1] : null),
      lastModified: iso(times[times.length - 1]),
      submittedBy: AWAITING.includes(last[1]) && submitStep ? submitStep[3].email || null : null,
      updatedBy: last[3].fullName,
      disableDnssec: false,
      blockPageEnabled: plan.blockPageEnabled ?? false,
      precedence: precedenceOf({ global, proprietary, action: plan.action.type }),
      readOnly: false,
      redacted: false,
      analysisData: plan.analysis
        ? {
            items: [],
            dateAnalyzed: null,
            profilingInterval: plan.analysis[1],
            queryExecutionStatus: 'SUCCESS',
            queryExecutionId: `query-${plan.id}`,
            invalidExpression: false,
          }
        : null,
      createdAt: iso(times[0]),
      analysisStartedAt: plan.analysis ? iso(now - Math.round(plan.analysis[0] * DAY)) : null,
      statusBeforeAnalysis: null,
      reminderSentAt: null,
    };
    // A pending approval older than a day has had its reminder (spec 2 §4.1).
    if (last[1] === 'PENDING_APPROVAL' && now - times[times.length - 1] > 24 * HOUR)
      record.reminderSentAt = iso(times[times.length - 1] + 24 * HOUR);
    policies.push(record);
    let open: PolicyEnforcementRecord | null = null;
    plan.steps.forEach(([, status, action, by, world], i) => {
      policyHistory.push(history(record, i, iso(times[i]), status, action, by));
      if (world === 'enforce') {
        open = enforcementOf(record, `pe-${plan.id}-${i}`, iso(times[i]));
        policyEnforcements.push(open);
      } else if (world === 'stop' && open) {
        open.until = iso(times[i]);
        open = null;
      }
    });
  }
  return { policies, policyHistory, policyEnforcements };
}

const AWAITING: readonly PolicyStatus[] = ['PENDING_APPROVAL', 'PENDING_ENABLE', 'PENDING_DISABLE'];

const history = (
  record: PolicyRecord,
  i: number,
  dateTime: string,
  status: PolicyStatus,
  action: string,
  by: Person,
): PolicyHistoryRecord => ({
  id: `ph-${record.id}-${i}`,
  policyId: record.id,
  orgId: record.orgId,
  status,
  action,
  dateTime,
  updatedByFullName: by.fullName,
  updatedByEmail: by.email || null,
});
