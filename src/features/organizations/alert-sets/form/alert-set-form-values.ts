import {
  type AlertAction,
  type AlertSet,
  type AlertSetInput,
  type AlertType,
  type Cadence,
  DISABLED_POLICY_ALERT,
  DISABLED_PROVIDER_POLICY_ALERT,
  DISABLED_SOURCE_ALERT,
  NO_SYSTEM_ALERTS,
  type SystemAlert,
  THRESHOLD_DEFAULTS,
} from '@/api/alert-sets/contract';
import { type Selection, fromIds, fromSourceRefs, isAll, sourceRefOf } from './selection';

/**
 * The alert set form's values and their mapping both ways (spec 1 §4, §5): a record becomes form
 * values, form values become the request. Every multi-select holds either the select-all entry
 * (ALL, saved as an empty list, meaning all) or chosen ids; an alert turned off saves the
 * contract's DISABLED_* defaults whatever the form still shows.
 */
export interface TriggerValues {
  type: 'match' | 'threshold';
  /** NumberInput gives '' while the box is empty. */
  changePercent: number | string;
  period: Cadence;
  minimumCount: number | string;
}

export interface AlertSetFormValues {
  name: string;
  description: string;
  cadence: Cadence;
  distribution: Selection;
  organizationsForGlobal: Selection;
  policy: {
    enabled: boolean;
    actions: AlertAction[];
    policies: Selection;
    sourceSets: Selection;
    sources: Selection;
    trigger: TriggerValues;
  };
  source: {
    enabled: boolean;
    actions: AlertAction[];
    sourceSets: Selection;
    sources: Selection;
    trigger: TriggerValues;
  };
  providerPolicy: { enabled: boolean; sourceSets: Selection; sources: Selection };
  system: SystemAlert;
}

/** What the form knows of where it is: the type of set and whether the organization is Global. */
export interface AlertSetContext {
  alertType: AlertType;
  isGlobal: boolean;
}

/** Spec 1 §9: threshold defaults 100 percent and 0; the period starts at Daily like the contract's. */
export const defaultTrigger = (type: TriggerValues['type'] = 'match'): TriggerValues => ({
  type,
  changePercent: THRESHOLD_DEFAULTS.changePercent,
  period: 'Daily',
  minimumCount: THRESHOLD_DEFAULTS.minimumCount,
});

export const emptyAlertSetValues = (): AlertSetFormValues => ({
  name: '',
  description: '',
  cadence: 'Hourly',
  distribution: [],
  organizationsForGlobal: [],
  policy: { enabled: false, actions: [], policies: [], sourceSets: [], sources: [], trigger: defaultTrigger() },
  source: { enabled: false, actions: [], sourceSets: [], sources: [], trigger: defaultTrigger('threshold') },
  providerPolicy: { enabled: false, sourceSets: [], sources: [] },
  system: { ...NO_SYSTEM_ALERTS },
});

const triggerValues = (trigger: AlertSet['policy']['trigger']): TriggerValues =>
  trigger.type === 'match' ? defaultTrigger('match') : { ...trigger };

/** A record as the form shows it. A disabled alert shows fresh defaults, so turning it on starts clean. */
export function alertSetFormValues(record: AlertSet | undefined): AlertSetFormValues {
  const empty = emptyAlertSetValues();
  if (!record) return empty;
  const { policy, source, providerPolicy } = record;
  return {
    name: record.name,
    description: record.description,
    cadence: record.cadence,
    distribution: fromIds(record.distribution),
    organizationsForGlobal: fromIds(record.organizationsForGlobal),
    policy: policy.enabled
      ? {
          enabled: true,
          actions: [...policy.actions],
          policies: fromIds(policy.policies.flatMap((entry) => entry.policyIds)),
          sourceSets: fromIds(policy.sourceSets.flatMap((entry) => entry.sourceSetIds)),
          sources: fromSourceRefs(policy.sources),
          trigger: triggerValues(policy.trigger),
        }
      : empty.policy,
    source: source.enabled
      ? {
          enabled: true,
          actions: [...source.actions],
          sourceSets: fromIds(source.sourceSets.flatMap((entry) => entry.sourceSetIds)),
          sources: fromSourceRefs(source.sources),
          trigger: triggerValues(source.trigger),
        }
      : empty.source,
    providerPolicy: providerPolicy.enabled
      ? {
          enabled: true,
          sourceSets: fromIds(providerPolicy.sourceSets.flatMap((entry) => entry.sourceSetIds)),
          sources: fromSourceRefs(providerPolicy.sources),
        }
      : empty.providerPolicy,
    system: { ...record.system },
  };
}

/** ALL saves an empty list (spec 1 §4); chosen ids are saved as they are. */
const idsOf = (selection: Selection): string[] => (isAll(selection) ? [] : [...selection]);
const perOrg = <K extends string>(orgId: string, key: K, selection: Selection) =>
  isAll(selection) ? [] : [{ orgId, [key]: [...selection] } as { orgId: string } & Record<K, string[]>];
const sourcesOf = (orgId: string, selection: Selection) =>
  isAll(selection) ? [] : [{ orgId, ipAddresses: selection.map(sourceRefOf) }];

const toInt = (value: number | string): number => (typeof value === 'number' ? value : Number(value));
const thresholdOf = (trigger: TriggerValues) => ({
  type: 'threshold' as const,
  changePercent: toInt(trigger.changePercent),
  period: trigger.period,
  minimumCount: toInt(trigger.minimumCount),
});

/** The request: trimmed text, ALL as [], alerts that are off (or not offered here) as the disabled defaults. */
export function toAlertSetInput(orgId: string, values: AlertSetFormValues, context: AlertSetContext): AlertSetInput {
  const dns = context.alertType === 'DNS Events';
  const { policy, source, providerPolicy } = values;
  const base = {
    alertType: context.alertType,
    name: values.name.trim(),
    description: values.description.trim(),
    cadence: values.cadence,
    distribution: idsOf(values.distribution),
    organizationsForGlobal: dns && context.isGlobal ? idsOf(values.organizationsForGlobal) : [],
  };
  if (!dns) {
    return {
      ...base,
      policy: DISABLED_POLICY_ALERT,
      source: DISABLED_SOURCE_ALERT,
      providerPolicy: DISABLED_PROVIDER_POLICY_ALERT,
      system: { ...values.system },
    };
  }
  // In Global the policy alert watches the organizations chosen above, so its sets and sources are all.
  const scoped = !context.isGlobal;
  return {
    ...base,
    policy: policy.enabled
      ? {
          enabled: true,
          actions: [...policy.actions],
          policies: perOrg(orgId, 'policyIds', policy.policies),
          sourceSets: scoped ? perOrg(orgId, 'sourceSetIds', policy.sourceSets) : [],
          sources: scoped ? sourcesOf(orgId, policy.sources) : [],
          trigger:
            context.isGlobal || policy.trigger.type === 'match' ? { type: 'match' } : thresholdOf(policy.trigger),
        }
      : DISABLED_POLICY_ALERT,
    source:
      source.enabled && scoped
        ? {
            enabled: true,
            actions: [...source.actions],
            sourceSets: perOrg(orgId, 'sourceSetIds', source.sourceSets),
            sources: sourcesOf(orgId, source.sources),
            trigger: thresholdOf(source.trigger),
          }
        : DISABLED_SOURCE_ALERT,
    providerPolicy:
      providerPolicy.enabled && scoped
        ? {
            enabled: true,
            sourceSets: perOrg(orgId, 'sourceSetIds', providerPolicy.sourceSets),
            sources: sourcesOf(orgId, providerPolicy.sources),
          }
        : DISABLED_PROVIDER_POLICY_ALERT,
    system: NO_SYSTEM_ALERTS,
  };
}
