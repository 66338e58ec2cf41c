import { securityId } from '../world/categories';
import type { WorldPolicy } from '../world/inputs';
import { TEST_DOMAINS } from '../world/words';

/**
 * The provider's global policies, which every deployment of the service has whatever its
 * organizations configure: block the known-bad security categories, and the resolver's category
 * test domains so an agency can check its protection. The seed makes them read-only policy records
 * with enforcement intervals from enforcedFrom (seed/policies.ts); the world reads those intervals.
 */
export interface NamedPolicy extends WorldPolicy {
  name: string;
}

/** The earliest queryable date (spec 3 §9): before every source the seed adds. */
const SERVICE_START = Date.UTC(2022, 2, 11);
/** Enforced a week before the seed's "today" (SEED_NOW), so the 30-day charts show a change. */
const TEST_DOMAINS_ENFORCED = Date.UTC(2026, 10, 9, 14, 0);

const risk = (...names: string[]) => names.map(securityId);

export const BASELINE_POLICIES: readonly NamedPolicy[] = [
  {
    id: 'global-known-bad',
    name: 'Known Bad Domains',
    orgId: null,
    precedence: 1,
    action: 'block',
    expression: [
      {
        selector: 'securityRiskCategory',
        operator: 'in',
        values: risk('Malware', 'Phishing', 'Command and Control & Botnet', 'Cryptomining', 'DGA Domains', 'Spyware'),
      },
    ],
    enforcedFrom: SERVICE_START,
  },
  {
    id: 'global-test-domains',
    name: 'Category Test Domains',
    orgId: null,
    precedence: 0,
    action: 'block',
    expression: [{ selector: 'domain', operator: 'in', values: TEST_DOMAINS.map(([name]) => name) }],
    enforcedFrom: TEST_DOMAINS_ENFORCED,
  },
  {
    id: 'global-watch-list',
    name: 'Newly Seen and Parked Domains',
    orgId: null,
    precedence: 4,
    action: 'logOnly',
    expression: [
      {
        selector: 'securityRiskCategory',
        operator: 'in',
        values: risk('Newly Seen Domains', 'Parked & For Sale Domains'),
      },
    ],
    enforcedFrom: SERVICE_START,
  },
];
