import type { DemoChaos, DemoClock, DemoDestination, DemoFaults, DemoJobs, DemoMail } from './demo-control-types';

/**
 * The demo's service hands its controls here at start-up, so screens can offer them without
 * importing mock-service (which a live build must never contain).
 */
export interface DemoControls {
  /** Restore the seed and clear the stored snapshot (for every open tab: they share one database). */
  reset(): Promise<void>;
  /** Called when another tab changed the shared demo data. Returns a stop function. */
  onDataChanged(listener: () => void): () => void;
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
}

let controls: DemoControls | null = null;

export const demoControls = {
  register(value: DemoControls): void {
    controls = value;
  },
  get: (): DemoControls | null => controls,
};
