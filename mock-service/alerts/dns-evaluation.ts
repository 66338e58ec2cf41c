import type { AlertSet, ThresholdTrigger, Trigger } from '../../src/api/alert-sets/contract';
import type { WorldPolicy } from '../world/inputs';
import type { ClassFilter } from '../world/selection';
import type { Range, TrafficFilter } from '../world/traffic';
import { PERIOD_MS } from './periods';
import {
  type Counter,
  type SourceKeyOf,
  type Tops,
  countParts,
  decisionsOf,
  topsOf,
  trafficParts,
} from './traffic-selection';

/*
 * A DNS Events set against the DNS world for one period of its cadence (pure: the world, the
 * set and the period in, what fired out). Match fires on any counted query in the period;
 * threshold compares the window of the trigger's period ending with the cadence period with the
 * window before it.
 */

export type DnsAlertKind = 'policy' | 'source' | 'providerPolicy';

export interface DnsFinding {
  alert: DnsAlertKind;
  /** What was counted: the cadence period (match) or the trigger's window (threshold). */
  range: Range;
  count: number;
  /** Threshold only: the window before, and the change in percent (null when it held nothing). */
  previous?: { range: Range; count: number; changePercent: number | null };
  tops: Tops;
}

export interface DnsWorld extends Counter {
  model: { policies: readonly WorldPolicy[]; sets: readonly { orgId: string }[] };
}

export interface DnsContext {
  world: DnsWorld;
  globalOrgId: string;
  keyOf?: SourceKeyOf;
}

/**
 * The change of a count on the one before, in percent. From nothing to something is an unbounded
 * rise (null: every change threshold is met); nothing to nothing is no change.
 */
export function changePercent(count: number, previous: number): number | null {
  if (previous === 0) return count > 0 ? null : 0;
  return ((count - previous) / previous) * 100;
}

/** Threshold rule: something happened, at least the minimum count, and a rise of at least changePercent. */
export function thresholdFires(trigger: ThresholdTrigger, count: number, previous: number): boolean {
  if (count === 0 || count < trigger.minimumCount) return false;
  const change = changePercent(count, previous);
  return change === null || change >= trigger.changePercent;
}

const distinct = (ids: Iterable<string>) => [...new Set(ids)];

/** The organizations a set watches: its own, or for the Global organization those it names (empty: every one). */
export function watchedOrgs(set: AlertSet, ctx: DnsContext): string[] {
  if (set.orgId !== ctx.globalOrgId) return [set.orgId];
  if (set.organizationsForGlobal.length) return distinct(set.organizationsForGlobal);
  return distinct(ctx.world.model.sets.map((s) => s.orgId));
}

/** The policies a policy alert counts: those chosen, or all the organization's (Global: the global ones). */
export function chosenPolicies(set: AlertSet, ctx: DnsContext): string[] {
  const own = set.orgId === ctx.globalOrgId ? null : set.orgId;
  const entries = set.policy.policies;
  const ids = entries.flatMap((entry) => entry.policyIds);
  const all = entries.length === 0 || entries.some((entry) => entry.policyIds.length === 0);
  const owned = all ? ctx.world.model.policies.filter((p) => p.orgId === own).map((p) => p.id) : [];
  return distinct([...ids, ...owned]);
}

const globalPolicies = (ctx: DnsContext) =>
  distinct(ctx.world.model.policies.filter((p) => p.orgId === null).map((p) => p.id));

function judge(
  alert: DnsAlertKind,
  ctx: DnsContext,
  period: Range,
  parts: TrafficFilter[],
  only: ClassFilter,
  trigger: Trigger,
): DnsFinding | null {
  if (trigger.type === 'match') {
    const count = countParts(ctx.world, period, parts, only);
    return count > 0 ? { alert, range: period, count, tops: topsOf(ctx.world, period, parts, only) } : null;
  }
  const size = PERIOD_MS[trigger.period];
  const range = { from: period.to - size, to: period.to };
  const before = { from: range.from - size, to: range.from };
  const count = countParts(ctx.world, range, parts, only);
  if (count === 0 || count < trigger.minimumCount) return null;
  const previous = countParts(ctx.world, before, parts, only);
  if (!thresholdFires(trigger, count, previous)) return null;
  return {
    alert,
    range,
    count,
    previous: { range: before, count: previous, changePercent: changePercent(count, previous) },
    tops: topsOf(ctx.world, range, parts, only),
  };
}

/** What fired in a DNS Events set over one period of its cadence; empty when nothing did. */
export function evaluateDnsSet(set: AlertSet, period: Range, ctx: DnsContext): DnsFinding[] {
  if (set.alertType !== 'DNS Events') return [];
  const keyOf: SourceKeyOf = ctx.keyOf ?? ((_org, _set, ip) => ip);
  const orgs = watchedOrgs(set, ctx);
  const found: (DnsFinding | null)[] = [];
  if (set.policy.enabled) {
    const policyIds = chosenPolicies(set, ctx);
    // No policy to decide anything: nothing can match (an empty policyIds filter would mean all).
    if (policyIds.length) {
      const only = { policyIds, decisions: decisionsOf(set.policy.actions) };
      found.push(judge('policy', ctx, period, trafficParts(orgs, set.policy, keyOf), only, set.policy.trigger));
    }
  }
  if (set.source.enabled) {
    const only = { decisions: decisionsOf(set.source.actions) };
    found.push(judge('source', ctx, period, trafficParts(orgs, set.source, keyOf), only, set.source.trigger));
  }
  if (set.providerPolicy.enabled && set.orgId !== ctx.globalOrgId) {
    const policyIds = globalPolicies(ctx);
    if (policyIds.length) {
      const parts = trafficParts([set.orgId], set.providerPolicy, keyOf);
      found.push(judge('providerPolicy', ctx, period, parts, { policyIds }, { type: 'match' }));
    }
  }
  return found.filter((finding): finding is DnsFinding => finding !== null);
}
