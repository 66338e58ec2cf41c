import type { JournalControls } from './journal-types';

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
}

let controls: DemoControls | null = null;

export const demoControls = {
  register(value: DemoControls): void {
    controls = value;
  },
  get: (): DemoControls | null => controls,
};
