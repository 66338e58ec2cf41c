import type { JournalControls } from './journal-types';
import type { DemoChaos, DemoClock, DemoDestination, DemoFaults, DemoJobs, DemoMail } from './demo-control-types';
import type { DemoScenarios } from './demo-control-types';

/**
 * The demo's service hands its controls here at start-up, so screens can offer them without
 * importing mock-service (which a live build must never contain).
 */
export interface DemoControls {
  /** Restore the seed and clear the stored snapshot (for every open tab: they share one database). */
  reset(): Promise<void>;
  /** Called when another tab changed the shared demo data. Returns a stop function. */
  onDataChanged(listener: () => void): () => void;
  /** The tester's workflow journal (issue 17, part 3): record, export, replay. */
  journal?: JournalControls;
  /** The whole demo database as a JSON file: a header (product, seed version, variant), then every table. */
  exportData(): Promise<DemoDataFile>;
  /** Replaces the database for every tab with a file's, once the whole file passes its checks. */
  importData(body: ArrayBuffer): Promise<DataImportOutcome>;
  /** The mock's clock (in its worker, shared by every tab). */
  clock: DemoClock;
  /** Fault injection: the next N replies of one call carry a chosen error key. */
  faults: DemoFaults;
  /** The long jobs that move on the mock's clock. */
  jobs: DemoJobs;
  /** This tab's chaos setting. */
  chaos: DemoChaos;
  /** Every e-mail the service would have sent, oldest first. */
  outbox(): Promise<DemoMail[]>;
  /** Every simulated log push destination and the files written there. */
  destinations(): Promise<DemoDestination[]>;
  /** The demo scenarios: start a storyline in the DNS world, list the started ones, remove one. */
  scenarios: DemoScenarios;
}

export interface DemoDataFile {
  fileName: string;
  body: ArrayBuffer;
}

/** What an import did: how many records it loaded, or why the file was refused (then nothing changed). */
export type DataImportOutcome = { ok: true; records: number } | { ok: false; problem: string };

let controls: DemoControls | null = null;

export const demoControls = {
  register(value: DemoControls): void {
    controls = value;
  },
  get: (): DemoControls | null => controls,
};
