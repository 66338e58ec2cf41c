import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads the mock's modules afresh, as a worker of this name would at its start. */
async function asWorkerNamed(name: string) {
  vi.resetModules();
  vi.stubGlobal('WorkerGlobalScope', class {});
  vi.stubGlobal('name', name);
  const [{ config }, { variantStorageKey }, { SEED_VERSION }, rules] = await Promise.all([
    import('../src/config/env'),
    import('./variant-storage'),
    import('./seed'),
    import('./db/rules-of-behavior'),
  ]);
  return { config, variantStorageKey, SEED_VERSION, rules };
}

describe("the mock's worker runs as the variant its name gives", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('another variant: its configuration, seed version, rules of behavior and stored keys', async () => {
    const worker = await asWorkerNamed('pdns-mock:FCEB+msp');
    expect(worker.config).toMatchObject({ orgType: 'FCEB', managedService: true });
    expect(worker.SEED_VERSION).toMatch(/\/FCEB$/);
    expect(worker.rules.PREVIOUS_RULES_VERSION).not.toBeNull();
    // Its own keys: a worker of the build's variant, alive at the same time, never writes over them.
    expect(worker.variantStorageKey('meta')).toBe('FCEB+msp/meta');
  });

  it("the build's own variant keeps the plain keys (snapshots made before run-time variants still load)", async () => {
    const worker = await asWorkerNamed('pdns-mock:CI');
    expect(worker.config).toMatchObject({ orgType: 'CI', managedService: false });
    expect(worker.SEED_VERSION).toMatch(/\/CI$/);
    expect(worker.variantStorageKey('meta')).toBe('meta');
  });
});
