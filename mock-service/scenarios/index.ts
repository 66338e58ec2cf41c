import { beaconing } from './beaconing';
import { newAgency } from './new-agency';
import { phishing } from './phishing';
import type { Scenario } from './scenario';
import { tunnelling } from './tunnelling';

/** Every scenario the demo panel offers, in its order; a new file is listed here once. */
export const SCENARIOS: readonly Scenario[] = [phishing, beaconing, tunnelling, newAgency];

export const scenarioById = (id: string): Scenario | undefined => SCENARIOS.find((s) => s.id === id);
