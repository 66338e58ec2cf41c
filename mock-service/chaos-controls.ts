import { type ChaosSettings, type ChaosStats, chaos, parseChaosFlag } from './core/chaos';

export interface ChaosControls {
  set(settings: Partial<ChaosSettings>): ChaosSettings;
  off(): void;
  stats(): ChaosStats;
}

const CHAOS_KEY = 'pdns.mock.chaos';

/**
 * Chaos lasts for the tab (sessionStorage), so a tester can reload and watch start-up under it.
 * `?mock-chaos=<seed>` (or a JSON setting) turns it on from the address bar; `?mock-chaos=off` stops it.
 * It is applied in the page, around the call to the worker: a tab's faults stay that tab's, its
 * stats can be read synchronously, and a faulted call never reaches the shared database.
 */
export function chaosControls(search: string): ChaosControls {
  const remember = (value: ChaosSettings | null) => {
    try {
      if (value) sessionStorage.setItem(CHAOS_KEY, JSON.stringify(value));
      else sessionStorage.removeItem(CHAOS_KEY);
    } catch {
      /* storage unavailable: chaos then lasts until reload */
    }
  };
  const controls: ChaosControls = {
    set(settings) {
      const applied = chaos.set(settings);
      remember(applied);
      console.info('[mock] chaos on', applied);
      return applied;
    },
    off() {
      chaos.off();
      remember(null);
    },
    stats: () => chaos.stats(),
  };
  const flag = new URLSearchParams(search).get('mock-chaos');
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(CHAOS_KEY);
  } catch {
    /* nothing stored */
  }
  if (flag !== null) {
    const parsed = parseChaosFlag(flag);
    if (parsed) controls.set(parsed);
    else controls.off();
  } else if (stored) {
    const parsed = parseChaosFlag(stored);
    if (parsed) chaos.set(parsed);
  }
  return controls;
}
