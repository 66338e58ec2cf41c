import { RE2JS } from 're2js';
import type { Decision, PolicyPredicate, RecordType, WorldPolicy } from './inputs';

/**
 * The one policy evaluator. Policies in force are ordered by precedence (lowest first), global
 * before an organization's at the same precedence, then by enforcement time and id; the first
 * policy whose every predicate holds decides (the resolver's order of enforcement, docs/references.md).
 */
export interface WorldQuery {
  orgId: string;
  sourceSetId: string;
  name: string;
  recordType: RecordType;
  contentCategoryId: number;
  securityCategoryId: number;
  threatId: number;
}

export interface Verdict {
  decision: Decision;
  policy: WorldPolicy | null;
}

/** Predicates on answers (resolved IPs, response values) need resolution, which the world does not simulate. */
const ANSWER_SELECTORS = new Set([
  'authoritativeNameServerIp',
  'resolvedIp',
  'cnameResponse',
  'mxResponse',
  'ptrResponse',
  'txtResponse',
]);

export const isSupported = (policy: WorldPolicy): boolean =>
  policy.expression.length > 0 && policy.expression.every((p) => !ANSWER_SELECTORS.has(p.selector));

export function precedes(a: WorldPolicy, b: WorldPolicy): number {
  return (
    a.precedence - b.precedence ||
    Number(a.orgId !== null) - Number(b.orgId !== null) ||
    a.enforcedFrom - b.enforcedFrom ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Whether the policy applies to this organization's source set at this moment. */
export function inForce(policy: WorldPolicy, orgId: string, sourceSetId: string, at: number): boolean {
  if (at < policy.enforcedFrom || (policy.enforcedUntil !== undefined && at >= policy.enforcedUntil)) return false;
  if (policy.orgId === null) return true;
  if (policy.orgId !== orgId) return false;
  return !policy.sourceSetIds?.length || policy.sourceSetIds.includes(sourceSetId);
}

/** The name a domain value covers: itself and every name under it. */
function underDomain(name: string, domains: ReadonlySet<string>): boolean {
  for (let rest = name; ;) {
    if (domains.has(rest)) return true;
    const dot = rest.indexOf('.');
    if (dot < 0) return false;
    rest = rest.slice(dot + 1);
  }
}

export type QueryTest = (query: WorldQuery) => boolean;

/** A saved pattern as RE2 compiles it, case-insensitive like DNS names; one the rules let through but RE2 refuses matches nothing. */
function compilePattern(source: string): RE2JS | null {
  if (!source) return null;
  try {
    return RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
  } catch {
    return null;
  }
}

function predicateTest(predicate: PolicyPredicate): QueryTest {
  const { selector, operator, values } = predicate;
  if (ANSWER_SELECTORS.has(selector)) return () => false;
  const negate = operator === 'isNot' || operator === 'notIn' || operator === 'notMatchesRegex';
  let test: QueryTest;
  if (operator === 'matchesRegex' || operator === 'notMatchesRegex') {
    // RE2 (linear time): a pattern with nested quantifiers cannot hang the worker on any name.
    const pattern = compilePattern(String(values[0] ?? ''));
    test = pattern ? (q) => pattern.test(q.name) : () => false;
  } else if (selector === 'domain' || selector === 'host') {
    const set = new Set(values.map((v) => String(v).toLowerCase().replace(/\.$/, '')));
    test = selector === 'host' ? (q) => set.has(q.name) : (q) => underDomain(q.name, set);
  } else if (selector === 'recordType') {
    const set = new Set(values.map(String));
    test = (q) => set.has(q.recordType);
  } else {
    const set = new Set(values.map(Number));
    const field =
      selector === 'contentCategory'
        ? 'contentCategoryId'
        : selector === 'securityRiskCategory'
          ? 'securityCategoryId'
          : 'threatId';
    test = (q) => set.has(q[field]);
  }
  return negate ? (q) => !test(q) : test;
}

const compiled = new WeakMap<WorldPolicy, QueryTest>();

/**
 * A policy's expression as one test over a query, made once per policy record: evaluating query
 * by query (scenario queries, the policy tester) would otherwise rebuild its sets and patterns each time.
 */
export function compile(policy: WorldPolicy): QueryTest {
  let found = compiled.get(policy);
  if (!found) {
    const tests = policy.expression.map(predicateTest);
    found = tests.length ? (query) => tests.every((test) => test(query)) : () => false;
    compiled.set(policy, found);
  }
  return found;
}

/** Whether any predicate looks at the record type: if none does, the decision is the name's alone. */
export const readsRecordType = (policy: WorldPolicy): boolean =>
  policy.expression.some((p) => p.selector === 'recordType');

/** Whether a policy's record type predicates let it match queries of this type at all. */
export function typeAllows(policy: WorldPolicy, recordType: RecordType): boolean {
  const query = { recordType } as WorldQuery;
  return policy.expression.every((p) => p.selector !== 'recordType' || predicateTest(p)(query));
}

/** The decision for one query at one moment, given every policy there is. */
export function evaluate(policies: readonly WorldPolicy[], query: WorldQuery, at: number): Verdict {
  const ordered = policies.filter((p) => inForce(p, query.orgId, query.sourceSetId, at)).sort(precedes);
  for (const policy of ordered) if (compile(policy)(query)) return { decision: policy.action, policy };
  return { decision: 'none', policy: null };
}

/** A verdict with its reasons: every policy in force that matched, in evaluation order (the first decided). */
export interface Explanation extends Verdict {
  /** Policies that matched too but came later in precedence order, so they decided nothing. */
  losers: WorldPolicy[];
}

/** The same walk as evaluate, not stopping at the first match (the policy tester's "why"). */
export function explain(policies: readonly WorldPolicy[], query: WorldQuery, at: number): Explanation {
  const matched = policies
    .filter((p) => inForce(p, query.orgId, query.sourceSetId, at))
    .sort(precedes)
    .filter((p) => compile(p)(query));
  const [policy = null, ...losers] = matched;
  return { decision: policy?.action ?? 'none', policy, losers };
}
