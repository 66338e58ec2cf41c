import { config } from '../../src/config/env';
import type { ActionType, PolicyAction, PolicyPredicate, PolicyStatus } from '../../src/api/policies/contract';
import type { PolicyEnforcementRecord, PolicyHistoryRecord, PolicyRecord } from '../db/schemas';
import { GLOBAL_ORG_ID, HISTORY, SINKHOLE_POOL, enforcementOf, precedenceOf } from '../handlers/policy-store';
import { BASELINE_POLICIES } from '../world-adapter/baseline-policies';
import { contentId, securityId } from '../world/categories';
import type { OrgSeed } from './organizations';
import { createRandom } from './prng';
import { sourceSeed } from './sources';

export interface PolicySeed {
  policies: PolicyRecord[];
  policyHistory: PolicyHistoryRecord[];
  policyEnforcements: PolicyEnforcementRecord[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

interface Person {
  fullName: string;
  email: string;
}

/** The people who act on the seeded policies: personas where an organization has one. */
const P = {
  olivia: { fullName: 'Olivia Bennett', email: 'olivia.bennett@cisa.dhs.gov' },
  daniel: { fullName: 'Daniel Okafor', email: 'daniel.okafor@usda.gov' },
  ruth: { fullName: 'Ruth Castellanos', email: 'ruth.castellanos@usda.gov' },
  james: { fullName: 'James Whitfield', email: 'james.whitfield@gsa.gov' },
  grace: { fullName: 'Grace Liu', email: 'grace.liu@nasa.gov' },
  teresa: { fullName: 'Teresa Alvarez', email: 'teresa.alvarez@crwa.org' },
  kevin: { fullName: 'Kevin Park', email: 'kevin.park@dol.gov' },
  system: { fullName: 'System', email: '' },
} satisfies Record<string, Person>;

const content = (...names: string[]): PolicyPredicate => ({
  selector: 'contentCategory',
  operator: 'in',
  values: names.map(contentId),
});
const risk = (...names: string[]): PolicyPredicate => ({
  selector: 'securityRiskCategory',
  operator: 'in',
  values: names.map(securityId),
});
/** Threat ids of world/categories.ts THREATS (201 Emotet … 210 XMRig). */
const threats = (...ids: number[]): PolicyPredicate => ({
  selector: 'securityThreatCategory',
  operator: 'in',
  values: ids,
});
const domains = (...names: string[]): PolicyPredicate => ({ selector: 'domain', operator: 'in', values: names });

/**
 * One step of a policy's story, days before the seed's now (fractions allowed): the status it
 * left the policy in, what was done and by whom. 'enforce' and 'stop' open and close the
 * enforcement interval the DNS world reads.
 */
type Step = [daysAgo: number, status: PolicyStatus, action: string, by: Person, world?: 'enforce' | 'stop'];

interface Plan {
  id: string;
  orgId: string;
  name: string;
  description: string;
  action: PolicyAction;
  expression: PolicyPredicate[];
  global?: boolean;
  proprietary?: boolean;
  sourceSets?: 'first' | 'all';
  steps: Step[];
  /** The status before the current one (a pending enable or disable, a denial). */
  priorStatus?: PolicyStatus | null;
  /** An analysis that finished: days before now it started, and over which interval. */
  analysis?: [daysAgo: number, interval: '72 Hours' | '1 Week' | '1 Month'];
  blockPageEnabled?: boolean;
}

const act = (type: ActionType, extra: Omit<PolicyAction, 'type'> = {}): PolicyAction => ({ type, ...extra });

/** Saved, submitted by one manager, approved by another: the usual way into force. */
const approved = (daysAgo: number, by: Person, approver: Person): Step[] => [
  [daysAgo + 2, 'NEW', HISTORY.saved, by],
  [daysAgo + 1, 'PENDING_APPROVAL', HISTORY.submitted, by],
  [daysAgo, 'ENFORCING', HISTORY.approved, approver, 'enforce'],
];

function plans(): Plan[] {
  const sinkholes = config.orgType !== 'CI';
  const usda = 'org-usda';
  const list: Plan[] = [
    // Global - Commercial: the provider's commercial feeds, which an organization's Allow may bypass.
    {
      id: 'policy-gc-scam',
      orgId: GLOBAL_ORG_ID,
      global: true,
      name: 'Commercial Feed - Scam and Spam',
      description: 'Blocks domains the commercial threat feed lists as scam or spam.',
      action: act('BLOCK'),
      expression: [risk('Scam', 'Spam')],
      steps: approved(140, P.olivia, P.system),
      analysis: [142, '1 Month'],
    },
    {
      id: 'policy-gc-tunneling',
      orgId: GLOBAL_ORG_ID,
      global: true,
      name: 'Commercial Feed - DNS Tunneling Watch',
      description: 'Logs names the commercial feed associates with DNS tunneling.',
      action: act('LOGONLY'),
      expression: [risk('DNS Tunneling')],
      steps: approved(95, P.olivia, P.system),
    },
    {
      id: 'policy-gc-compromised',
      orgId: GLOBAL_ORG_ID,
      global: true,
      name: 'Commercial Feed - Compromised Domains',
      description: 'Blocks legitimate domains the commercial feed reports as compromised.',
      action: act('BLOCK'),
      expression: [risk('Compromised Domain')],
      steps: [
        [3, 'NEW', HISTORY.saved, P.olivia],
        [2, 'PENDING_APPROVAL', HISTORY.submitted, P.olivia],
      ],
      analysis: [2.5, '1 Week'],
    },
    // The provider's own scope, driven by the threat feeds.
    {
      id: 'policy-gp-ransomware',
      orgId: GLOBAL_ORG_ID,
      global: true,
      proprietary: true,
      name: 'Threat Feed - Ransomware Loaders',
      description: 'Blocks infrastructure of loaders that precede ransomware (Emotet, Qakbot, IcedID, LockBit).',
      action: act('BLOCK'),
      expression: [threats(201, 202, 205, 206)],
      steps: approved(210, P.olivia, P.system),
    },
    {
      id: 'policy-gp-stealers',
      orgId: GLOBAL_ORG_ID,
      global: true,
      proprietary: true,
      name: 'Threat Feed - Information Stealers',
      description: 'Blocks command servers of commodity information stealers.',
      action: act('BLOCK'),
      expression: [threats(203, 208, 209)],
      steps: [
        ...approved(180, P.olivia, P.system),
        [60, 'PENDING_DISABLE', HISTORY.disableRequested, P.olivia],
        [59, 'DISABLED', HISTORY.disabled, P.system, 'stop'],
      ],
      priorStatus: 'ENFORCING',
    },
    {
      id: 'policy-gp-xmrig',
      orgId: GLOBAL_ORG_ID,
      global: true,
      proprietary: true,
      name: 'Threat Feed - XMRig Pools',
      description: 'Draft: mining pools reported by the threat feed.',
      action: act('BLOCK'),
      expression: [threats(210)],
      steps: [[1, 'NEW', HISTORY.saved, P.olivia]],
    },
  ];
  if (sinkholes) {
    list.push(
      {
        id: 'policy-gp-sinkhole-cobalt',
        orgId: GLOBAL_ORG_ID,
        global: true,
        proprietary: true,
        name: 'Sinkhole Cobalt Strike Beacons',
        description: 'Sends Cobalt Strike beacon lookups to a sinkhole so infected hosts can be found.',
        action: act('OVERRIDE', { destination: [SINKHOLE_POOL[0]], isSinkholeOverride: true }),
        expression: [threats(204)],
        steps: approved(75, P.olivia, P.system),
      },
      {
        id: 'policy-gp-sinkhole-socgholish',
        orgId: GLOBAL_ORG_ID,
        global: true,
        proprietary: true,
        name: 'Sinkhole SocGholish Downloads',
        description: 'Sends SocGholish fake-update lookups to a sinkhole.',
        action: act('OVERRIDE', { destination: [SINKHOLE_POOL[1]], isSinkholeOverride: true }),
        expression: [threats(207)],
        steps: [
          [4, 'NEW', HISTORY.saved, P.olivia],
          [3, 'PENDING_APPROVAL', HISTORY.submitted, P.olivia],
        ],
        analysis: [3.5, '72 Hours'],
      },
    );
  }
  // Agriculture: every status, two policy managers taking turns (Daniel submits, Ruth approves, and back).
  list.push(
    {
      id: 'policy-usda-gambling',
      orgId: usda,
      name: 'Block Gambling',
      description: 'Online betting and casino sites are not permitted on department networks.',
      action: act('BLOCK'),
      expression: [content('Gambling')],
      steps: approved(120, P.daniel, P.ruth),
      analysis: [122, '1 Month'],
      blockPageEnabled: true,
    },
    {
      id: 'policy-usda-gov-allow',
      orgId: usda,
      name: 'Allow Federal Sign-In Services',
      description: 'Login.gov and USA.gov always resolve, whatever Global - Commercial lists.',
      action: act('ALLOW'),
      expression: [domains('login.gov', 'usa.gov')],
      steps: approved(45, P.ruth, P.daniel),
    },
    {
      id: 'policy-usda-cryptomining',
      orgId: usda,
      name: 'Block Cryptomining',
      description: '',
      action: act('BLOCK'),
      expression: [risk('Cryptomining')],
      steps: approved(10, P.daniel, P.ruth),
    },
    {
      id: 'policy-usda-lookalikes',
      orgId: usda,
      name: 'Block USDA Lookalike Domains',
      description: 'Typosquats of usda.gov on cheap top-level domains. Being widened to more TLDs.',
      action: act('BLOCK'),
      expression: [{ selector: 'domain', operator: 'matchesRegex', values: ['^usda-[a-z]+\\.(xyz|top)$'] }],
      steps: [...approved(30, P.daniel, P.ruth), [0.2, 'UPDATED', HISTORY.saved, P.daniel]],
    },
    {
      id: 'policy-usda-social',
      orgId: usda,
      name: 'Block Social Networks on Lab Networks',
      description: 'Research lab networks carry instrument traffic only.',
      action: act('BLOCK'),
      expression: [content('Social Networks')],
      sourceSets: 'first',
      steps: [
        [2, 'NEW', HISTORY.saved, P.daniel],
        [1.5, 'PENDING_APPROVAL', HISTORY.submitted, P.daniel],
      ],
      analysis: [1.8, '1 Week'],
    },
    {
      id: 'policy-usda-weather',
      orgId: usda,
      name: 'Allow Weather Services',
      description: 'Field offices depend on weather.gov forecasts.',
      action: act('ALLOW'),
      expression: [domains('weather.gov')],
      steps: [
        [1.2, 'NEW', HISTORY.saved, P.ruth],
        [1.1, 'PENDING_APPROVAL', HISTORY.submitted, P.ruth],
      ],
      analysis: [1.15, '72 Hours'],
    },
    {
      id: 'policy-usda-ads',
      orgId: usda,
      name: 'Log Advertising Trackers',
      description: 'Measures how much ad tracking the department sees.',
      action: act('LOGONLY'),
      expression: [content('Advertisements')],
      steps: [...approved(60, P.daniel, P.ruth), [0.5, 'PENDING_DISABLE', HISTORY.disableRequested, P.ruth]],
      priorStatus: 'ENFORCING',
    },
    {
      id: 'policy-usda-travel',
      orgId: usda,
      name: 'Log Travel Bookings',
      description: 'Travel booking sites, logged during the travel card audit.',
      action: act('LOGONLY'),
      expression: [content('Travel')],
      steps: [
        ...approved(90, P.daniel, P.ruth),
        [40, 'PENDING_DISABLE', HISTORY.disableRequested, P.daniel],
        [39, 'DISABLED', HISTORY.disabled, P.ruth, 'stop'],
        [0.3, 'PENDING_ENABLE', HISTORY.enableRequested, P.daniel],
      ],
      priorStatus: 'DISABLED',
    },
    {
      id: 'policy-usda-streaming',
      orgId: usda,
      name: 'Log Streaming Video',
      description: '',
      action: act('LOGONLY'),
      expression: [content('Streaming Video')],
      steps: [
        ...approved(100, P.ruth, P.daniel),
        [20, 'PENDING_DISABLE', HISTORY.disableRequested, P.ruth],
        [19, 'DISABLED', HISTORY.disabled, P.daniel, 'stop'],
      ],
      priorStatus: 'ENFORCING',
    },
    {
      id: 'policy-usda-legacy-mail',
      orgId: usda,
      name: 'Override Legacy Mail Host',
      description: 'Points the retired mail host at the new relay until clients are updated.',
      action: act('OVERRIDE', { destination: ['10.20.30.40'] }),
      expression: [{ selector: 'host', operator: 'is', values: ['mail.legacy.usda.gov'] }],
      steps: [[0.1, 'NEW', HISTORY.saved, P.daniel]],
    },
    {
      id: 'policy-usda-resolved-ip',
      orgId: usda,
      name: 'Watch Answers in Documentation Range',
      description: 'Logs answers that resolve to a documentation address.',
      action: act('LOGONLY'),
      expression: [{ selector: 'resolvedIp', operator: 'in', values: ['192.0.2.1', '192.0.2.2'] }],
      steps: [
        [5, 'NEW', HISTORY.saved, P.ruth],
        [4, 'PENDING_APPROVAL', HISTORY.submitted, P.ruth],
        [3, 'NEW', HISTORY.denied, P.daniel],
        [2, 'PENDING_REVIEW', HISTORY.saved, P.ruth],
      ],
      analysis: [2.1, '72 Hours'],
    },
    {
      id: 'policy-usda-shopping',
      orgId: usda,
      name: 'Block Shopping on Kiosks',
      description: 'Public kiosks in county offices.',
      action: act('BLOCK'),
      expression: [content('Shopping & Auctions')],
      sourceSets: 'first',
      steps: [
        [6, 'NEW', HISTORY.saved, P.daniel],
        [5.5, 'UPDATED', HISTORY.saved, P.daniel],
      ],
    },
    // Lighter organizations.
    {
      id: 'policy-doe-gambling',
      orgId: 'org-doe',
      name: 'Block Gambling',
      description: '',
      action: act('BLOCK'),
      expression: [content('Gambling')],
      steps: approved(150, P.system, P.system),
    },
    {
      id: 'policy-nasa-telemetry',
      orgId: 'org-nasa',
      name: 'Allow Mission Telemetry',
      description: 'Telemetry relays must never be filtered.',
      action: act('ALLOW'),
      expression: [domains('nasa.gov')],
      steps: [
        [2, 'NEW', HISTORY.saved, P.james],
        [1, 'PENDING_APPROVAL', HISTORY.submitted, P.james],
      ],
      analysis: [1.5, '1 Week'],
    },
    {
      id: 'policy-nasa-gambling',
      orgId: 'org-nasa',
      name: 'Block Gambling',
      description: '',
      action: act('BLOCK'),
      expression: [content('Gambling')],
      steps: approved(80, P.grace, P.james),
    },
    {
      id: 'policy-gsa-ads',
      orgId: 'org-gsa',
      name: 'Log Advertisements',
      description: '',
      action: act('LOGONLY'),
      expression: [content('Advertisements')],
      steps: [[7, 'NEW', HISTORY.saved, P.james]],
    },
    {
      id: 'policy-crwa-remote',
      orgId: 'org-crwa',
      name: 'Block Remote Access Tools',
      description: 'No remote desktop services from the operations network.',
      action: act('BLOCK'),
      expression: [domains('teamviewer.com', 'anydesk.com')],
      steps: approved(200, P.teresa, P.system),
    },
    {
      id: 'policy-dol-parked',
      orgId: 'org-dol',
      name: 'Block Parked Domains',
      description: 'Self-approved: the managed service bypasses peer approval.',
      action: act('BLOCK'),
      expression: [risk('Parked & For Sale Domains')],
      steps: [
        [33, 'NEW', HISTORY.saved, P.kevin],
        [32, 'PENDING_APPROVAL', HISTORY.submitted, P.kevin],
        [31, 'ENFORCING', HISTORY.approved, P.kevin, 'enforce'],
      ],
    },
  );
  return list;
}

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

  for (const plan of plans()) {
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
