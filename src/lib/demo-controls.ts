/**
 * The demo's in-page service hands its controls here at start-up, so screens can offer them
 * without importing mock-service (which a live build must never contain).
 */
export interface DemoControls {
  /** Restore the seed and clear the stored snapshot. */
  reset(): Promise<void>;
}

let controls: DemoControls | null = null;

export const demoControls = {
  register(value: DemoControls): void {
    controls = value;
  },
  get: (): DemoControls | null => controls,
};
