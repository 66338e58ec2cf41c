import type { RecordType } from '../world/inputs';

/**
 * A demo scenario as data (one file each beside this one): which organization, which of its
 * sources, which names, in what shape, from when and for how long. Starting one records only its
 * id and the moment (persistence with the demo database); the queries are computed from the
 * world's seed and that moment, so the same start gives the same traffic everywhere.
 */
export interface ScenarioDomain {
  name: string;
  /** Categories by name (src/api/policies/categories.ts); no security category is an unrated name. */
  contentCategory: string;
  securityCategory?: string;
  /** A threat the intel feed names (THREATS), when one does. */
  threat?: string;
}

export type ScenarioShape =
  /** `queries` spread at random over the duration, all from the scenario's sources. */
  | { kind: 'burst'; queries: number }
  /** One query every `everyMinutes` from each source, on the dot: a beacon. */
  | { kind: 'period'; everyMinutes: number }
  /** `perHour` lookups of long random labels under the first domain: a tunnel. */
  | { kind: 'randomLabels'; perHour: number; labelLength: number };

/**
 * An organization's first source set (New agency): created when the scenario is started, dated
 * from its traffic's start, by the database code the Sources screen's calls use, and taken away
 * with the scenario. An organization not yet onboarded is onboarded from its potential record.
 */
export interface FirstSources {
  potentialOrgId: string;
  setName: string;
  description: string;
  ipv4: readonly string[];
  ipv6: readonly string[];
}

export interface Scenario {
  id: string;
  title: string;
  summary: string;
  orgId: string;
  /** How many of the organization's live sources take part (picked from the seed). */
  sources: number;
  domains: readonly ScenarioDomain[];
  recordType: RecordType;
  shape: ScenarioShape;
  /**
   * Minutes after it is started (on the mock's clock) that its traffic begins; negative for a
   * storyline already under way, so the screens show it the moment it is started.
   */
  startAfterMinutes: number;
  durationMinutes: number;
  firstSources?: FirstSources;
}

export type ScenarioState = 'scheduled' | 'running' | 'ended';

const MINUTE_MS = 60_000;

/** When a scenario started at `startedAt` sends its traffic: [from, to). */
export function scenarioWindow(scenario: Scenario, startedAt: number): { from: number; to: number } {
  const from = startedAt + scenario.startAfterMinutes * MINUTE_MS;
  return { from, to: from + scenario.durationMinutes * MINUTE_MS };
}

export function scenarioState(scenario: Scenario, startedAt: number, now: number): ScenarioState {
  const { from, to } = scenarioWindow(scenario, startedAt);
  return now < from ? 'scheduled' : now < to ? 'running' : 'ended';
}
