import type { FaultError, FaultRequest, FaultRule } from './core/faults';

/**
 * What the page and the mock's worker say to each other (mock-service/worker-client.ts and
 * mock-worker.ts). Everything here crosses postMessage, so it is plain data: a fetch travels as
 * method, address, headers and body bytes, and comes back the same way.
 */
export interface WireRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireReply {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  /** The handler answered with a network failure (Response.error()): the page's fetch must reject. */
  networkError?: boolean;
}

/**
 * A tab's localStorage key: 'off' stops the mock's worker warming the DNS world's caches when it
 * is idle (world-adapter/current-world.ts). The browser tests set it.
 */
export const IDLE_WARMING_STORAGE_KEY = 'pdns-mock-idle-warming';

export type ClockOp = 'now' | 'isVirtual' | 'useVirtualTime' | 'advance' | 'useRealTime';

export type Call =
  /** Also says whether the worker warms its caches when idle (IDLE_WARMING_STORAGE_KEY). */
  | { op: 'ready'; idleWarming?: boolean }
  | { op: 'fetch'; request: WireRequest; tab: string }
  | { op: 'reset'; tab: string }
  | { op: 'clock'; method: ClockOp; arg?: number; tab: string }
  /** The e-mails the service would have sent, oldest first (the outbox table). */
  | { op: 'outbox' }
  /** The seed version and the clock, for the header of a tester's journal (mock-service/journal). */
  | { op: 'journalInfo' }
  /** The whole database as a file (data-file.ts); the reply's body is transferred. */
  | { op: 'exportData' }
  /** Replaces the database with a file's once the whole file passes its checks (data-file.ts). */
  | { op: 'importData'; body: ArrayBuffer; tab: string }
  /** Demo controls: inject, list or clear faults (core/faults.ts); inject answers a FaultReply. */
  | { op: 'faults'; action: FaultAction }
  /** Demo controls: the running jobs, finish them, or move to the gap analysis's refresh (core/jobs.ts). */
  | { op: 'jobs'; method: 'running' | 'finish' | 'nextGapRefresh'; tab: string }
  /** Demo controls: every simulated log push destination and its files (log-push/destination-files.ts). */
  | { op: 'destinations' }
  /** Demo controls: the demo scenarios, offered and started (mock-service/scenarios). */
  | { op: 'scenarios'; action: ScenarioAction; tab: string };

export type ScenarioAction =
  { method: 'list' } | { method: 'start'; scenarioId: string } | { method: 'remove'; id: string };

export type FaultAction =
  { method: 'inject'; request: FaultRequest } | { method: 'list' } | { method: 'clear'; id?: string };

/** A refused fault names its field, so the demo panel shows the message there (a thrown Error would lose it). */
export type FaultReply = { ok: true; rule: FaultRule } | { ok: false; field: FaultError['field']; message: string };

export interface Envelope {
  id: number;
  call: Call;
}

export type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** How the database came up: read back from IndexedDB, seeded afresh, or already running for another tab. */
export interface ReadyInfo {
  outcome: 'restored' | 'seeded';
  /** Time the worker spent restoring or seeding, in ms. */
  ms: number;
}

/** Posted by the worker after a call that changed data, so the other tabs refetch. */
export interface ChangeNotice {
  type: 'changed';
  /** The tab whose call made the change: it has refreshed its own queries already. */
  tab: string;
}

export const CHANGES_CHANNEL = 'pdns-mock:changes';

/** Anything the page can post calls to and hear answers from: a SharedWorker's port, a Worker. */
export interface WorkerEnd {
  postMessage(message: Envelope, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Answer>) => void): void;
}

/**
 * Where SharedWorker is missing, the tab holding this Web Lock hosts the mock in a dedicated
 * worker and the other tabs forward their calls to it over FORWARD_CHANNEL (leader-election.ts).
 */
export const LEADER_LOCK = 'pdns-mock-leader';
export const FORWARD_CHANNEL = 'pdns-mock:forward';

/** What the tabs say over FORWARD_CHANNEL. `id` is the asking tab's own call number. */
export type ForwardMessage =
  | { type: 'request'; from: string; id: number; call: Call }
  | { type: 'accepted'; to: string; id: number; leader: string }
  | { type: 'answer'; to: string; answer: Answer }
  /** A tab took the lock: calls the previous leader took and never answered are settled again. */
  | { type: 'leader'; leader: string };
