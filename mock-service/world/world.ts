import {
  type BreakdownKind,
  type Breakdowns,
  type DashboardScope,
  type Measure,
  type SeriesPoint,
  type Unit,
  blockedByCategory,
  breakdown,
  dashboardWindow,
  series,
  totals,
} from './dashboard';
import { type BlockedSource, blockedByName, blockedBySource, warmBlockedDay, warmBlockedHour } from './blocked-tally';
import { type Explanation, explain } from './evaluator';
import { type Impact, impact } from './impact';
import type { RecordType, WorldInputs, WorldPolicy } from './inputs';
import { type LogPage, logPage, rowsNewestFirst } from './logs';
import { type Model, buildModel } from './model';
import type { WorldRow } from './rows';
import { type Range, type TrafficFilter, count } from './traffic';
import type { IntelDataset, ThreatDataset } from './threat-lists';
import {
  type ThreatAnalysisRecord,
  type ThreatIntelRecord,
  type ThreatScope,
  threatAnalysis,
  threatIntel,
  warmThreatDay,
  warmThreatHour,
} from './threats';

/** Days of a threat reply and whether reverse (PTR) names are included. */
export interface ThreatAsk {
  days?: number;
  ptr?: boolean;
}

/**
 * The DNS world (docs/architecture.md): the queries every source sent, hour by hour, and what the
 * policies in force decided, computed from the inputs and a time, never stored. Build one per
 * change of sources or policies; it caches decision tables and per-day layouts as it is asked.
 */
export interface World {
  model: Model;
  series(range: Range, unit: Unit, scope: DashboardScope, measure: Measure): SeriesPoint[];
  /** What the total and blocked series of a range add up to, in one pass. */
  totals(range: Range, scope: DashboardScope): { total: number; blocked: number };
  breakdown<K extends BreakdownKind>(range: Range, scope: DashboardScope, kind: K): Breakdowns[K];
  blockedByCategory(range: Range, scope: DashboardScope): Map<string, number>;
  /** Blocked queries by query name (the name exactly, not the names under it); zero counts left out. */
  blockedByName(range: Range, scope: DashboardScope): Map<string, number>;
  /** Blocked queries by source (its set and the key a log row shows); zero counts left out. */
  blockedBySource(range: Range, scope: DashboardScope): BlockedSource[];
  count(range: Range, filter: TrafficFilter): number;
  rows(range: Range, filter: TrafficFilter): Generator<WorldRow>;
  page(range: Range, filter: TrafficFilter, pageSize: number, cursor?: string): LogPage;
  impact(candidate: WorldPolicy, range: Range): Impact;
  /** Top unranked or unpopular trending names of the UTC days ending at `lastDay` (days since the epoch). */
  threatAnalysis(scope: ThreatScope, dataset: ThreatDataset, lastDay: number, ask?: ThreatAsk): ThreatAnalysisRecord[];
  /** Names the intel feed lists, matched by domain, on host or on resolved IP, per UTC day. */
  threatIntel(scope: ThreatScope, dataset: IntelDataset, lastDay: number, ask?: ThreatAsk): ThreatIntelRecord[];
  /** Computes and keeps one UTC day of the threat tallies of every organization. */
  warmThreatDay(day: number): void;
  /** The idle warmer's step: the next hour of that day; true once the day is kept. */
  warmThreatHour(day: number): boolean;
  /** Computes and keeps one UTC day of a scope's blocked sums for the top lists. */
  warmBlockedDay(scope: DashboardScope, day: number): void;
  /** The idle warmer's step: the next hour of that day; true once the day is kept. */
  warmBlockedHour(scope: DashboardScope, day: number): boolean;
  /**
   * What the policies in force at `at` decide for a name (the policy tester), with the policies
   * that matched too but lost on precedence. A name outside the catalogue has no categories.
   */
  decide(orgId: string, sourceSetId: string, name: string, recordType: RecordType, at: number): Explanation;
}

export { dashboardWindow };

export function createWorld(inputs: WorldInputs): World {
  const model = buildModel(inputs);
  const byName = new Map(model.catalogue.names.map((entry) => [entry.name, entry]));
  return {
    model,
    series: (range, unit, scope, measure) => series(model, range, unit, scope, measure),
    totals: (range, scope) => totals(model, range, scope),
    breakdown: (range, scope, kind) => breakdown(model, range, scope, kind),
    blockedByCategory: (range, scope) => blockedByCategory(model, range, scope),
    blockedByName: (range, scope) => blockedByName(model, range, scope),
    blockedBySource: (range, scope) => blockedBySource(model, range, scope),
    count: (range, filter) => count(model, range, filter),
    rows: (range, filter) => rowsNewestFirst(model, range, filter),
    page: (range, filter, pageSize, cursor) => logPage(model, range, filter, pageSize, cursor),
    impact: (candidate, range) => impact(model, candidate, range),
    threatAnalysis: (scope, dataset, lastDay, ask) => threatAnalysis(model, scope, dataset, lastDay, ask),
    threatIntel: (scope, dataset, lastDay, ask) => threatIntel(model, scope, dataset, lastDay, ask),
    warmThreatDay: (day) => warmThreatDay(model, {}, day),
    warmThreatHour: (day) => warmThreatHour(model, {}, day),
    warmBlockedDay: (scope, day) => warmBlockedDay(model, scope, day),
    warmBlockedHour: (scope, day) => warmBlockedHour(model, scope, day),
    decide(orgId, sourceSetId, name, recordType, at) {
      const { contentCategoryId, securityCategoryId, threatId } = byName.get(name) ?? {
        contentCategoryId: 0,
        securityCategoryId: 0,
        threatId: 0,
      };
      const query = { contentCategoryId, securityCategoryId, threatId, orgId, sourceSetId, name, recordType };
      return explain(inputs.policies, query, at);
    },
  };
}
