import type { Catalogue, CatalogueName } from './catalogue';
import { compile } from './evaluator';
import { DAY_MS, type Decision, type WorldPolicy } from './inputs';
import { apexOf, scenarioEntries } from './scenario-traffic';
import type { Range } from './traffic';
import type { World } from './world';

/*
 * The weekly policy gap analysis (spec 2 §2.5, §9): for each of an organization's block and
 * allow policies on domain or host values in force when the week ended, the traffic of that week
 * its values nearly but not quite cover, counted in the DNS world.
 *
 * "Nearly": a name of the same registrable domain as a value (a sibling host, the apex, another
 * host under it), or a name of the same content category as a value (and, for a block policy,
 * the same security risk category), that the policy does not match. Only queries it would have
 * changed count: those some other policy already gave the same action are not a gap.
 */

const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: Sunday 00:00 UTC falls 3 days after each week boundary of epoch time. */
const SUNDAY_OFFSET = 3 * DAY_MS;
/** Candidates counted per policy, the most popular first (counting is per name). */
const CANDIDATES = 30;
/** How many rows of the newest first walk may be read to find a name's last query. */
const LAST_SEEN_SCAN = 20_000;

/** The 7 days ending at the most recent Sunday 00:00 UTC: the same all week, the next one from Sunday on. */
export function gapWindow(now: number): Range {
  const to = Math.floor((now - SUNDAY_OFFSET) / WEEK_MS) * WEEK_MS + SUNDAY_OFFSET;
  return { from: to - WEEK_MS, to };
}

/** When the next week's analysis begins: the next Sunday 00:00 UTC after `now` (demo clock, core/jobs.ts). */
export const nextGapRefreshAfter = (now: number): number => gapWindow(now).to + WEEK_MS;

export interface GapDomain {
  domain: string;
  occurrences: number;
  lastObserved: number | null;
}

export interface PolicyGap {
  policy: WorldPolicy;
  matchedValues: string[];
  /** Queries the policy decided in the window. */
  matchedCount: number;
  /** Near misses with traffic, the most queried first. */
  gaps: GapDomain[];
}

/** Domain and host values of 'is' and 'is in' predicates: what the policy names outright. */
export function namedValues(policy: WorldPolicy): string[] {
  return policy.expression
    .filter((p) => (p.selector === 'domain' || p.selector === 'host') && (p.operator === 'is' || p.operator === 'in'))
    .flatMap((p) => p.values.map((v) => String(v).toLowerCase().replace(/\.$/, '')));
}

export const analysable = (policy: WorldPolicy): boolean =>
  (policy.action === 'block' || policy.action === 'allow') && namedValues(policy).length > 0;

const childrenCache = new WeakMap<Catalogue, Map<string, string[]>>();

/** Every catalogue name strictly under a name. */
function childrenOf(catalogue: Catalogue, name: string): string[] {
  let map = childrenCache.get(catalogue);
  if (!map) {
    map = new Map();
    for (const { name: n } of catalogue.names) {
      for (let dot = n.indexOf('.'); dot >= 0; dot = n.indexOf('.', dot + 1)) {
        const parent = n.slice(dot + 1);
        const list = map.get(parent);
        if (list) list.push(n);
        else map.set(parent, [n]);
      }
    }
    childrenCache.set(catalogue, map);
  }
  return map.get(name) ?? [];
}

/** The near misses of one policy, before counting: the catalogue's most popular first, then scenario domains. */
function candidates(world: World, policy: WorldPolicy, orgId: string): string[] {
  const { catalogue } = world.model;
  // A scenario's registrable domains count with the names under them, as gaps of their own.
  const scenario = [...scenarioEntries(world.model.scenario).values()].filter((e) => apexOf(e.name) === e.name);
  const values = namedValues(policy);
  const apexes = new Set(values.map(apexOf));
  const valueEntries = [...catalogue.names, ...scenario].filter((n) =>
    values.some((v) => n.name === v || n.name.endsWith(`.${v}`)),
  );
  const contents = new Set(valueEntries.map((n) => n.contentCategoryId));
  const risks = new Set(valueEntries.map((n) => n.securityCategoryId).filter(Boolean));
  const test = compile(policy);
  const isNear = (entry: CatalogueName) => {
    const near =
      apexes.has(apexOf(entry.name)) ||
      contents.has(entry.contentCategoryId) ||
      (policy.action === 'block' && risks.has(entry.securityCategoryId));
    if (!near || entry.name.endsWith('.in-addr.arpa')) return false;
    // Field by field: a spread of each catalogue name costs more than the test itself.
    const { name, contentCategoryId, securityCategoryId, threatId } = entry;
    return !test({ orgId, sourceSetId: '', recordType: 'A', name, contentCategoryId, securityCategoryId, threatId });
  };
  const weights = new Map<number, number>();
  const host = catalogue.pools.host;
  host.names.forEach((i, k) => weights.set(i, host.weights[k]));
  const picked: [string, number][] = [];
  catalogue.names.forEach((entry, i) => isNear(entry) && picked.push([entry.name, weights.get(i) ?? 0]));
  return [
    ...picked
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, CANDIDATES)
      .map(([name]) => name),
    ...scenario.filter(isNear).map((entry) => entry.name),
  ];
}

const OTHER: Record<'block' | 'allow', Decision[]> = {
  block: ['none', 'allow', 'logOnly', 'override'],
  allow: ['none', 'block', 'logOnly', 'override'],
};

function lastObserved(world: World, range: Range, orgId: string, name: string, decisions: Decision[]): number | null {
  const scenario = scenarioEntries(world.model.scenario);
  // A scenario domain's gap holds the scenario names under it (a tunnel's random labels).
  const own = (row: string) => row === name || (scenario.has(row) && apexOf(row) === name);
  let read = 0;
  for (const row of world.rows(range, { orgIds: [orgId], name, decisions })) {
    if (own(row.name)) return row.time;
    if (++read >= LAST_SEEN_SCAN) break;
  }
  return null;
}

/** One policy's gaps over the window, counted for its organization. */
export function policyGap(world: World, policy: WorldPolicy, orgId: string, range: Range): PolicyGap {
  const decisions = OTHER[policy.action as 'block' | 'allow'];
  const scope = { orgIds: [orgId], ...(policy.sourceSetIds?.length ? { sourceSetIds: policy.sourceSetIds } : {}) };
  const countOf = (name: string) => world.count(range, { ...scope, name, decisions });
  const gaps: GapDomain[] = [];
  for (const name of candidates(world, policy, orgId)) {
    // Exactly this name: traffic under it belongs to its own names.
    const under = childrenOf(world.model.catalogue, name).reduce((sum, child) => sum + countOf(child), 0);
    const occurrences = countOf(name) - under;
    if (occurrences > 0) gaps.push({ domain: name, occurrences, lastObserved: null });
  }
  gaps.sort((a, b) => b.occurrences - a.occurrences || (a.domain < b.domain ? -1 : 1));
  for (const gap of gaps.slice(0, 10)) gap.lastObserved = lastObserved(world, range, orgId, gap.domain, decisions);
  return {
    policy,
    matchedValues: namedValues(policy),
    matchedCount: world.count(range, { ...scope, policyIds: [policy.id] }),
    gaps,
  };
}

/** The organization's analysable policies in force when the window ended, each with its gaps. */
export function gapAnalysis(world: World, orgId: string, range: Range): PolicyGap[] {
  const at = range.to - 1;
  return world.model.policies
    .filter(
      (p) =>
        p.orgId === orgId &&
        at >= p.enforcedFrom &&
        (p.enforcedUntil === undefined || at < p.enforcedUntil) &&
        analysable(p),
    )
    .map((policy) => policyGap(world, policy, orgId, range));
}
