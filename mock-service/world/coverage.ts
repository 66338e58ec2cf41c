import { type IndicatorKind, reverseName } from '../../src/api/coverage/indicator-rules';
import type { Catalogue, CatalogueName } from './catalogue';
import { categoryName } from './categories';
import { type WorldQuery, compile, precedes, readsRecordType } from './evaluator';
import { DAY_MS, type PolicyPredicate, RECORD_TYPES, type WorldPolicy } from './inputs';
import { hashString } from './hash';

/*
 * Policy coverage (spec 2 §2.4): which policies in force match an indicator, by the world's one
 * evaluator, and what the intel knows of it. A domain is covered by a policy whose expression
 * matches a query for it of some record type; an IP by one whose IP predicates hold for it and
 * whose other predicates hold for its reverse-lookup name.
 *
 * `intelOf` is what the intel knows of a catalogue name; /api/intel/get
 * (mock-service/handlers/indicator-intel.ts) answers from it, so the summary and bulk coverage agree.
 */

export interface Indicator {
  value: string;
  kind: IndicatorKind;
}

export interface IndicatorIntel {
  /** Whether the intel knows the indicator at all (a name of the catalogue). */
  known: boolean;
  securityRisks: string[];
  securityThreats: string[];
  /** When the intel first listed it (ISO date), or null when unknown. */
  created: string | null;
  contentCategories: string[];
  /** The catalogue has no subcategories: always empty until the intel feed carries them. */
  contentSubcategories: string[];
}

const byNameCache = new WeakMap<Catalogue, Map<string, CatalogueName>>();

/** The catalogue entry an indicator stands for: the name itself, or an IPv4 address's reverse name. */
export function entryOf(catalogue: Catalogue, indicator: Indicator): CatalogueName | undefined {
  let byName = byNameCache.get(catalogue);
  if (!byName) byNameCache.set(catalogue, (byName = new Map(catalogue.names.map((n) => [n.name, n]))));
  const name = indicator.kind === 'ip' ? reverseName(indicator.value) : indicator.value;
  return name ? byName.get(name) : undefined;
}

/** Listing dates are fixed per name: risky names were listed within the month before the seed's epoch. */
const INTEL_EPOCH = Date.UTC(2026, 10, 1);

export function intelOf(catalogue: Catalogue, indicator: Indicator): IndicatorIntel {
  const entry = entryOf(catalogue, indicator);
  if (!entry) {
    return {
      known: false,
      securityRisks: [],
      securityThreats: [],
      created: null,
      contentCategories: [],
      contentSubcategories: [],
    };
  }
  const h = hashString(entry.name, 0x1e7e1);
  const daysBack = entry.securityCategoryId ? 1 + (h % 30) : 200 + (h % 2800);
  const named = (id: number) => (id ? [categoryName(id)] : []);
  return {
    known: true,
    securityRisks: named(entry.securityCategoryId),
    securityThreats: named(entry.threatId),
    created: new Date(INTEL_EPOCH - daysBack * DAY_MS).toISOString().slice(0, 10),
    contentCategories: named(entry.contentCategoryId),
    contentSubcategories: [],
  };
}

const IP_SELECTORS = new Set(['resolvedIp', 'authoritativeNameServerIp']);

/** One IP predicate for an address: membership, or a pattern over its text. */
function ipHolds(predicate: PolicyPredicate, ip: string): boolean {
  const values = predicate.values.map((v) => String(v).toLowerCase());
  switch (predicate.operator) {
    case 'is':
    case 'in':
      return values.includes(ip);
    case 'isNot':
    case 'notIn':
      return !values.includes(ip);
    default: {
      // A regex predicate on an address goes through the evaluator's own pattern rules.
      const asName = { ...predicate, selector: 'domain' as const };
      const hit = compile({ expression: [asName] } as unknown as WorldPolicy)({ name: ip } as WorldQuery);
      return hit;
    }
  }
}

/** Whether a policy's expression matches the indicator (any record type for a domain). */
export function covers(policy: WorldPolicy, indicator: Indicator, catalogue: Catalogue): boolean {
  if (!policy.expression.length) return false;
  const entry = entryOf(catalogue, indicator);
  const base: WorldQuery = {
    orgId: '',
    sourceSetId: '',
    name: indicator.kind === 'ip' ? (reverseName(indicator.value) ?? indicator.value) : indicator.value,
    recordType: indicator.kind === 'ip' ? 'PTR' : 'A',
    contentCategoryId: entry?.contentCategoryId ?? 0,
    securityCategoryId: entry?.securityCategoryId ?? 0,
    threatId: entry?.threatId ?? 0,
  };
  if (indicator.kind === 'ip') {
    return policy.expression.every((p) =>
      IP_SELECTORS.has(p.selector) ? ipHolds(p, indicator.value) : compile({ ...policy, expression: [p] })(base),
    );
  }
  const test = compile(policy);
  if (!readsRecordType(policy)) return test(base);
  return RECORD_TYPES.some((recordType) => test({ ...base, recordType }));
}

/** The policies in force at `at` (one version per policy) whose expressions match the indicator, in evaluation order. */
export function affecting(
  policies: readonly WorldPolicy[],
  indicator: Indicator,
  catalogue: Catalogue,
  at: number,
): WorldPolicy[] {
  return policies
    .filter(
      (p) =>
        at >= p.enforcedFrom &&
        (p.enforcedUntil === undefined || at < p.enforcedUntil) &&
        covers(p, indicator, catalogue),
    )
    .sort(precedes);
}

export interface BulkRow {
  indicator: Indicator;
  intel: IndicatorIntel;
  policies: WorldPolicy[];
}

export interface BulkSummary {
  /** Indicators the intel knows, with at least one category. */
  totalCategorised: number;
  /** Distinct categories (security risk, threat and content) among them. */
  categoryCount: number;
  /** Indicators at least one policy matches. */
  coveredIndicators: number;
  globalPolicyCount: number;
  organizationPolicyCount: number;
}

/** A bulk coverage job's result: each indicator with the policies in force at `at` that match it. */
export function bulkCoverage(
  policies: readonly WorldPolicy[],
  indicators: readonly Indicator[],
  catalogue: Catalogue,
  at: number,
): { rows: BulkRow[]; summary: BulkSummary } {
  const rows = indicators.map((indicator) => ({
    indicator,
    intel: intelOf(catalogue, indicator),
    policies: affecting(policies, indicator, catalogue, at),
  }));
  const categories = new Set<string>();
  let totalCategorised = 0;
  for (const { intel } of rows) {
    const names = [...intel.securityRisks, ...intel.securityThreats, ...intel.contentCategories];
    if (names.length) totalCategorised++;
    names.forEach((n) => categories.add(n));
  }
  const global = new Set<string>();
  const organization = new Set<string>();
  for (const row of rows) for (const p of row.policies) (p.orgId === null ? global : organization).add(p.id);
  return {
    rows,
    summary: {
      totalCategorised,
      categoryCount: categories.size,
      coveredIndicators: rows.filter((r) => r.policies.length).length,
      globalPolicyCount: global.size,
      organizationPolicyCount: organization.size,
    },
  };
}
