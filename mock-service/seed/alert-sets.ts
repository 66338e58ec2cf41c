import {
  DISABLED_POLICY_ALERT,
  DISABLED_PROVIDER_POLICY_ALERT,
  DISABLED_SOURCE_ALERT,
  NO_SYSTEM_ALERTS,
} from '../../src/api/alert-sets/contract';
import type {
  AlertSetRecord,
  DistributionListRecord,
  PolicyRecord,
  SourceRecord,
  SourceSetRecord,
} from '../db/schemas';

interface Tables {
  distributionLists: readonly DistributionListRecord[];
  sourceSets: readonly SourceSetRecord[];
  sources: readonly SourceRecord[];
  policies: readonly PolicyRecord[];
}

type Plan = (t: OrgTables) => Omit<AlertSetRecord, 'orgId' | 'id' | 'createdAt' | 'lastEvaluatedAt' | 'lastAlertAt'>;

interface OrgTables {
  lists: string[];
  sets: SourceSetRecord[];
  sources: SourceRecord[];
  policies: PolicyRecord[];
}

const dns = (rest: Partial<ReturnType<Plan>> & Pick<ReturnType<Plan>, 'name' | 'description'>): ReturnType<Plan> => ({
  alertType: 'DNS Events',
  distribution: [],
  cadence: 'Hourly',
  organizationsForGlobal: [],
  policy: DISABLED_POLICY_ALERT,
  source: DISABLED_SOURCE_ALERT,
  providerPolicy: DISABLED_PROVIDER_POLICY_ALERT,
  system: NO_SYSTEM_ALERTS,
  ...rest,
});
const systemSet = (rest: Partial<ReturnType<Plan>> & Pick<ReturnType<Plan>, 'name' | 'description'>) =>
  dns({ alertType: 'System Events', cadence: 'Daily', ...rest });

const blocking = (t: OrgTables, orgId: string) =>
  t.policies.filter((p) => p.orgId === orgId && p.action.type === 'BLOCK' && !p.global).map((p) => p.id);

/**
 * Seeded alert sets of both types (spec 1 §3) in the organizations that have distribution lists: the
 * operator watches every organization's blocked lookups; agencies watch their own policies, their
 * sources' volume and the provider's policies on their traffic; system sets follow onboarding,
 * access and policy changes. Organizations without lists (the EPA) have none.
 */
const PLANS: Record<string, Plan[]> = {
  'org-global': [
    (t) =>
      dns({
        name: 'Blocked Lookups Across Agencies',
        description: 'Any block decided by a provider policy in any organization.',
        distribution: [t.lists[0]!],
        policy: { ...DISABLED_POLICY_ALERT, enabled: true, actions: ['Block'], trigger: { type: 'match' } },
      }),
    (t) =>
      dns({
        name: 'Agriculture and Energy Overrides',
        description: 'Overridden lookups in two agencies.',
        cadence: 'Daily',
        distribution: [t.lists[0]!],
        organizationsForGlobal: ['org-usda', 'org-doe'],
        policy: { ...DISABLED_POLICY_ALERT, enabled: true, actions: ['Override'], trigger: { type: 'match' } },
      }),
    () =>
      systemSet({
        name: 'Onboarding and Access',
        description: 'New organizations, access requests and provider policy changes.',
        system: { ...NO_SYSTEM_ALERTS, onboarding: true, accessControl: true, globalPolicies: true },
      }),
  ],
  'org-usda': [
    (t) =>
      dns({
        name: 'Malware Blocks',
        description: 'Lookups blocked by the department policies.',
        distribution: [t.lists[0]!],
        policy: {
          ...DISABLED_POLICY_ALERT,
          enabled: true,
          actions: ['Block'],
          policies: [{ orgId: 'org-usda', policyIds: blocking(t, 'org-usda') }],
          trigger: { type: 'threshold', changePercent: 50, period: 'Hourly', minimumCount: 10 },
        },
        providerPolicy: { enabled: true, sources: [], sourceSets: [] },
      }),
    (t) =>
      dns({
        name: 'Resolver Volume Surge',
        description: 'A source set whose allowed traffic doubles within a day.',
        cadence: 'Daily',
        distribution: [t.lists[1]!],
        source: {
          ...DISABLED_SOURCE_ALERT,
          enabled: true,
          actions: ['Allow'],
          sourceSets: [{ orgId: 'org-usda', sourceSetIds: t.sets.slice(0, 2).map((s) => s.id) }],
          trigger: { type: 'threshold', changePercent: 100, period: 'Daily', minimumCount: 500 },
        },
      }),
    (t) =>
      systemSet({
        name: 'Policy and Source Changes',
        description: 'Changes to the department policies and sources.',
        cadence: 'Weekly',
        distribution: [t.lists[2]!],
        system: { ...NO_SYSTEM_ALERTS, orgPolicies: true, sources: true, downage: true },
      }),
  ],
  'org-doe': [
    (t) =>
      dns({
        name: 'Lab Blocks and Overrides',
        description: 'Blocked or overridden lookups from the laboratories.',
        distribution: [t.lists[0]!, t.lists[1]!],
        policy: {
          ...DISABLED_POLICY_ALERT,
          enabled: true,
          actions: ['Block', 'Override'],
          sourceSets: [{ orgId: 'org-doe', sourceSetIds: t.sets.slice(0, 1).map((s) => s.id) }],
          trigger: { type: 'match' },
        },
      }),
    () =>
      systemSet({
        name: 'Access Changes',
        description: 'Users granted or refused access.',
        system: { ...NO_SYSTEM_ALERTS, accessControl: true },
      }),
  ],
  'org-crwa': [
    (t) =>
      dns({
        name: 'Control Network Blocks',
        description: 'Any block on the control network resolvers.',
        distribution: [t.lists[0]!],
        policy: {
          ...DISABLED_POLICY_ALERT,
          enabled: true,
          actions: ['Block'],
          sources: t.sources[0]
            ? [{ orgId: 'org-crwa', ipAddresses: [{ sourceSetId: t.sources[0].set, ip: t.sources[0].sourceIP ?? '' }] }]
            : [],
          trigger: { type: 'match' },
        },
      }),
    () =>
      systemSet({
        name: 'Outages',
        description: 'Service downage notices.',
        system: { ...NO_SYSTEM_ALERTS, downage: true },
      }),
  ],
};

export function alertSets(tables: Tables, createdAt: string): AlertSetRecord[] {
  return Object.entries(PLANS).flatMap(([orgId, plans]) => {
    const t: OrgTables = {
      lists: tables.distributionLists.filter((l) => l.orgId === orgId).map((l) => l.id),
      sets: tables.sourceSets.filter((s) => s.orgId === orgId && !s.deleted),
      sources: tables.sources.filter((s) => s.orgId === orgId && s.sourceIP !== null),
      policies: tables.policies.filter((p) => p.orgId === orgId),
    };
    return plans.map((plan, k) => ({
      orgId,
      id: `as-${orgId.replace(/^org-/, '')}-${k + 1}`,
      ...plan(t),
      createdAt,
      lastEvaluatedAt: null,
      lastAlertAt: null,
    }));
  });
}
