/*
 * The shapes the demo panel's clock, faults, chaos, outbox and destinations controls speak
 * (DemoControls). The mock's own types (mock-service) must stay out of the console's modules, so
 * they are written again here; main.tsx registers the mock's controls as DemoControls, so the
 * type checker keeps the two in step.
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

export interface DemoFault {
  id: string;
  endpointId: string;
  key: string;
  status: number;
  field?: string;
  remaining: number;
}

export interface DemoFaultRequest {
  endpointId: string;
  key: string;
  count: number;
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

export interface DemoChaosSettings {
  seed: number;
  latencyMs: [number, number];
  errorRate: number;
  networkErrorRate: number;
  malformedRate: number;
  schemaBreakRate: number;
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
