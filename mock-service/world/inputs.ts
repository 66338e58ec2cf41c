import { LOG_RECORD_TYPES } from '../../src/api/log-queries/query-params';
/**
 * What the DNS world is computed from. These shapes are the world's own, so it can be built and
 * tested before the sources and policies tables exist; the mock adapts its records to them.
 * Times are epoch milliseconds.
 */

export type SourceType = 'Ipv4' | 'Ipv6' | 'SSE';

export interface WorldSource {
  orgId: string;
  sourceSetId: string;
  /** The registered address, or the SSE identifier: what a log row shows as the source. */
  key: string;
  type: SourceType;
  addedAt: number;
  /** When it was deleted, if it was: it sends nothing from then on. */
  removedAt?: number;
}

export interface WorldOrg {
  orgId: string;
  /** Fixed offset of the organization's working day from UTC; the world has no daylight saving. */
  utcOffsetMinutes: number;
}

export type PolicyAction = 'allow' | 'block' | 'override' | 'logOnly';
/** What the resolver did with a query: a policy's action, or 'none' when no policy matched (resolved). */
export type Decision = PolicyAction | 'none';

/** Spec 2 §5 selectors. The response-value ones need answers, which the world does not simulate. */
export type Selector =
  | 'domain'
  | 'host'
  | 'recordType'
  | 'contentCategory'
  | 'securityRiskCategory'
  | 'securityThreatCategory'
  | 'authoritativeNameServerIp'
  | 'resolvedIp'
  | 'cnameResponse'
  | 'mxResponse'
  | 'ptrResponse'
  | 'txtResponse';

export type Operator = 'is' | 'isNot' | 'in' | 'notIn' | 'matchesRegex' | 'notMatchesRegex';

export interface PolicyPredicate {
  selector: Selector;
  operator: Operator;
  /** Names, record types or category ids; a regex operator takes one pattern. */
  values: readonly (string | number)[];
}

export interface WorldPolicy {
  id: string;
  /** The organization that owns it, or null for a global policy (it applies to every organization). */
  orgId: string | null;
  /** 0 to 8 (spec 2 §3); the lowest runs first and the first match decides. */
  precedence: number;
  action: PolicyAction;
  /** Every predicate must hold (spec 2: a list of predicates). */
  expression: readonly PolicyPredicate[];
  /** The source sets it applies to; empty or absent for all of the organization's sets. */
  sourceSetIds?: readonly string[];
  enforcedFrom: number;
  enforcedUntil?: number;
}

export interface WorldInputs {
  /** Everything random in the world derives from it: the same seed gives the same numbers everywhere. */
  seed: number;
  orgs: readonly WorldOrg[];
  sources: readonly WorldSource[];
  /** Every policy that was ever enforced, with its interval: the past keeps the decisions of its time. */
  policies: readonly WorldPolicy[];
  /**
   * Queries a started demo scenario adds to the world (mock-service/scenarios), each with its own
   * time and source; the policies in force at that time decide them like any other query.
   */
  scenarioQueries?: readonly WorldQuery[];
}

/** One query: what it asked for, from where and when; the world decides it (rows.ts). */
export interface WorldQuery {
  time: number;
  orgId: string;
  sourceSetId: string;
  sourceKey: string;
  ipVersion: IpVersion;
  protocol: Protocol;
  recordType: RecordType;
  name: string;
  contentCategoryId: number;
  securityCategoryId: number;
  threatId: number;
}

/** Spec 3 §3, "Record types offered": the log query's list, one list for the contract and the world. */
export const RECORD_TYPES = LOG_RECORD_TYPES;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Spec 3 §9's protocol names, in the order the dashboard labels them. */
export const PROTOCOLS = ['UDP', 'TCP', 'TLS', 'HTTPS'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export type IpVersion = 'ipv4' | 'ipv6';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
