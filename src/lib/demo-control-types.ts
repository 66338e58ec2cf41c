/*
 * The shapes the demo panel's clock, faults, chaos, outbox and destinations controls speak
 * (DemoControls). The console's modules never import mock-service, so where the two share a
 * shape (faults, the chaos setting) it is declared here and the mock takes it from here; main.tsx
 * registers the mock's controls as DemoControls, so the type checker keeps the rest in step.
 */

export interface DemoClock {
  now(): Promise<number>;
  isVirtual(): Promise<boolean>;
  useVirtualTime(startMs: number): Promise<void>;
  /** Pauses the clock too: time then moves only by hand. */
  advance(ms: number): Promise<void>;
  useRealTime(): Promise<void>;
}

export interface DemoJob {
  kind: 'policyImpact' | 'logPreview' | 'bulkCoverage' | 'extractRun';
  id: string;
  endsAt: number;
}

export interface DemoJobs {
  running(): Promise<DemoJob[]>;
  /** Moves the clock to the latest end among the running jobs. */
  finish(): Promise<{ advancedMs: number; finished: number }>;
  /** Moves the clock to the next Sunday 00:00 UTC, when the gap analysis reads a new week. */
  toNextGapRefresh(): Promise<{ advancedMs: number }>;
}

/** A fault the mock holds (mock-service/core/faults.ts). */
export interface DemoFault {
  id: string;
  /** The endpoint's operation id, e.g. `user.create`. */
  endpointId: string;
  key: string;
  status: number;
  /** The request field the error names, so the screen shows it at that field. */
  field?: string;
  /** Replies still to fault. */
  remaining: number;
}

export interface DemoFaultRequest {
  endpointId: string;
  key: string;
  /** How many of the next replies fail; 1 to 100. */
  count: number;
  /** The HTTP status; by default the one the service uses with that key (statusForKey). */
  status?: number;
  field?: string;
}

export type DemoFaultReply =
  { ok: true; rule: DemoFault } | { ok: false; field: 'endpointId' | 'key' | 'count' | 'status'; message: string };

export interface DemoFaults {
  inject(request: DemoFaultRequest): Promise<DemoFaultReply>;
  list(): Promise<DemoFault[]>;
  /** One rule by id, or every rule. */
  clear(id?: string): Promise<void>;
  /** Every key a fault may carry: the contract's declared keys, less the client's own. */
  keys(): string[];
}

/** The chaos setting (mock-service/core/chaos.ts). */
export interface DemoChaosSettings {
  seed: number;
  /** Added delay, drawn uniformly from [min, max] milliseconds. */
  latencyMs: [number, number];
  /** 500 with the internal.error key. */
  errorRate: number;
  /** The call rejects as a network failure. */
  networkErrorRate: number;
  /** 200 with a body that is not JSON. */
  malformedRate: number;
  /** 200 with a valid envelope whose result has the wrong shape. */
  schemaBreakRate: number;
  /** Paths chaos leaves alone, e.g. ['/auth/sign-in'] to watch a session start with every data call failing. */
  sparePaths: string[];
}

export interface DemoChaosStats {
  enabled: boolean;
  settings: DemoChaosSettings | null;
  calls: number;
  inFlight: number;
  faults: Record<'serverError' | 'networkError' | 'malformed' | 'schemaBreak', number>;
}

/** Per tab: chaos is applied in the page, around the calls to the shared mock. */
export interface DemoChaos {
  set(settings: Partial<DemoChaosSettings>): DemoChaosSettings;
  off(): void;
  stats(): DemoChaosStats;
}

export interface DemoMail {
  id: string;
  kind: string;
  to: string[];
  subject: string;
  body: string;
  orgId: string | null;
  subjectId: string | null;
  sentAt: string;
}

export interface DemoDestinationFile {
  fileName: string;
  kind: 'token' | 'batch';
  writtenAt: string;
  content: string | null;
  records: number | null;
}

export interface DemoDestination {
  orgId: string;
  orgName: string;
  destination: string;
  files: DemoDestinationFile[];
}

/** A demo scenario on offer (mock-service/scenarios): a storyline the DNS world plays once started. */
export interface DemoScenarioOffer {
  id: string;
  title: string;
  summary: string;
  orgId: string;
}

export type DemoScenarioState = 'scheduled' | 'running' | 'ended';

/** A started scenario: when it was started and when its traffic runs ([from, to), ISO times). */
export interface DemoStartedScenario {
  id: string;
  scenarioId: string;
  title: string;
  orgId: string;
  startedAt: string;
  from: string;
  to: string;
  state: DemoScenarioState;
}

export interface DemoScenarioListing {
  offered: DemoScenarioOffer[];
  started: DemoStartedScenario[];
}

/** Starting one that is scheduled or running already gives that one back; an unknown id is refused. */
export type DemoScenarioStartReply = { ok: true; started: DemoStartedScenario } | { ok: false; message: string };

export interface DemoScenarios {
  list(): Promise<DemoScenarioListing>;
  start(scenarioId: string): Promise<DemoScenarioStartReply>;
  remove(id: string): Promise<void>;
}
