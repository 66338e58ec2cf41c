import { createRandom } from '../seed/prng';
import { contentId, securityId } from './categories';
import { DAY_MS, type SourceType, type WorldInputs, type WorldOrg, type WorldPolicy, type WorldSource } from './inputs';

/**
 * A world of realistic size for tests and the benchmark while the real sources and policies
 * tables are not there: organizations with a handful of source sets, one agency with 2,000
 * sources, one organization without sources, and the global and organization policies a
 * deployment typically has, some enforced recently and one withdrawn.
 */
export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 18, 20);

export interface FixtureOptions {
  orgs?: number;
  /** Sources of the large agency (org-00). */
  largeOrgSources?: number;
  /** Most sources each other organization has. */
  maxSources?: number;
  seed?: number;
}

const OFFSETS = [-300, -300, -300, -360, -420, -480, -600];

export function fixture(options: FixtureOptions = {}): WorldInputs {
  const { orgs: orgCount = 30, largeOrgSources = 2000, maxSources = 90, seed = 20261123 } = options;
  const random = createRandom(seed);
  const orgs: WorldOrg[] = [];
  const sources: WorldSource[] = [];
  for (let o = 0; o < orgCount; o++) {
    const orgId = `org-${String(o).padStart(2, '0')}`;
    orgs.push({ orgId, utcOffsetMinutes: random.pick(OFFSETS) });
    // The last organization has none: its dashboard is the "start building" one.
    const count = o === 0 ? largeOrgSources : o === orgCount - 1 ? 0 : random.int(3, maxSources);
    const setCount = o === 0 ? 12 : random.int(1, 5);
    for (let s = 0; s < count; s++) {
      const type = random.weighted<SourceType>([
        ['Ipv4', 57],
        ['Ipv6', 28],
        ['SSE', 15],
      ]);
      const key =
        type === 'Ipv4'
          ? `${random.int(11, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`
          : type === 'Ipv6'
            ? `2001:db8:${random.hex(4)}:${random.hex(4)}::${random.hex(2)}`
            : `sse-${random.hex(12)}`;
      const recent = random.chance(0.08);
      const addedAt = FIXTURE_NOW - (recent ? random.int(1, 30 * 24) : random.int(60 * 24, 400 * 24)) * 3_600_000;
      const removed = random.chance(0.02) ? { removedAt: FIXTURE_NOW - random.int(1, 20) * DAY_MS } : {};
      sources.push({ orgId, sourceSetId: `${orgId}-set-${s % setCount}`, key, type, addedAt, ...removed });
    }
  }
  return { seed, orgs, sources, policies: policies(orgCount) };
}

const risk = (...names: string[]) => names.map(securityId);
const LONG_AGO = FIXTURE_NOW - 400 * DAY_MS;

function policies(orgCount: number): WorldPolicy[] {
  const list: WorldPolicy[] = [
    {
      id: 'global-threats',
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
      enforcedFrom: LONG_AGO,
    },
    {
      id: 'global-watch',
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
      enforcedFrom: LONG_AGO,
    },
  ];
  for (let o = 0; o < orgCount; o += 3) {
    const orgId = `org-${String(o).padStart(2, '0')}`;
    list.push({
      id: `${orgId}-gambling`,
      orgId,
      precedence: 5,
      action: 'block',
      expression: [{ selector: 'contentCategory', operator: 'in', values: [contentId('Gambling')] }],
      // Enforced a few days ago at 43 minutes past an hour: the change falls inside an hour bucket.
      enforcedFrom: o % 2 ? FIXTURE_NOW - (o + 2) * DAY_MS - 37 * 60_000 : LONG_AGO,
    });
  }
  list.push(
    {
      id: 'org-00-allow-partner',
      orgId: 'org-00',
      precedence: 0,
      action: 'allow',
      expression: [{ selector: 'domain', operator: 'is', values: ['testcategory.com'] }],
      sourceSetIds: ['org-00-set-3'],
      enforcedFrom: FIXTURE_NOW - 10 * DAY_MS,
    },
    {
      id: 'org-00-no-txt-tunnels',
      orgId: 'org-00',
      precedence: 3,
      action: 'override',
      expression: [
        { selector: 'recordType', operator: 'is', values: ['TXT'] },
        { selector: 'securityRiskCategory', operator: 'is', values: risk('DNS Tunneling') },
      ],
      enforcedFrom: LONG_AGO,
    },
    {
      id: 'org-01-ads',
      orgId: 'org-01',
      precedence: 6,
      action: 'block',
      expression: [{ selector: 'contentCategory', operator: 'is', values: [contentId('Advertisements')] }],
      enforcedFrom: LONG_AGO,
      enforcedUntil: FIXTURE_NOW - 3 * DAY_MS,
    },
  );
  return list;
}
