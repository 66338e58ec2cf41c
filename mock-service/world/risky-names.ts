import type { Random } from '../seed/prng';
import { THREATS } from './categories';
import { PHISHING_BAIT, PHISHING_BRANDS, PREFIXES, TEST_DOMAINS, THEMES } from './words';

/** [name, content category, security category, threat id (0 for none)]. */
export type RiskyName = [string, string, string, number];

const XMRIG = THREATS.find((t) => t.name === 'XMRig')!.id;
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
const VOWELS = 'aeiou';

function dgaLabel(random: Random, length: number): string {
  let label = '';
  for (let i = 0; i < length; i++) {
    const pool = random.chance(0.75) ? CONSONANTS : VOWELS;
    label += pool[random.int(0, pool.length - 1)];
  }
  return label;
}

/**
 * Names with a security category, most-asked first: the resolver's category test domains, then
 * phishing look-alikes, algorithmically generated names, malware and mining hosts, and the softer
 * risks (newly seen, parked, spam) that organizations tend to log rather than block.
 */
export function riskyNames(random: Random, badTlds: readonly string[]): RiskyName[] {
  const threat = () => (random.chance(0.6) ? THREATS[random.int(0, THREATS.length - 1)].id : 0);
  const bad = () => random.pick(badTlds);
  const out: RiskyName[] = TEST_DOMAINS.map(([name, security]) => [name, 'Information Technology', security, 0]);
  const kinds: [number, (i: number) => RiskyName][] = [
    [
      45,
      () => [
        `${random.pick(PHISHING_BRANDS)}-${random.pick(PHISHING_BAIT)}.${random.pick(['com', 'net', 'info', 'co', 'support'])}`,
        'Business',
        'Phishing',
        0,
      ],
    ],
    [50, () => [`${dgaLabel(random, random.int(10, 16))}.${bad()}`, 'Unknown', 'DGA Domains', threat()]],
    [30, () => [`${dgaLabel(random, 7)}.${bad()}`, 'Unknown', 'Command and Control & Botnet', threat()]],
    [35, (i) => [`cdn-${random.pick(PREFIXES)}${i}.${bad()}`, 'Content Servers', 'Malware', threat()]],
    [
      10,
      () => [
        `${random.pick(['xmr', 'stratum', 'pool'])}.${random.pick(PREFIXES)}mine.${bad()}`,
        'Technology',
        'Cryptomining',
        XMRIG,
      ],
    ],
    [
      10,
      () => [
        `telemetry.${random.pick(PREFIXES)}-${random.pick(['toolbar', 'cleaner', 'vpn'])}.com`,
        'Technology',
        'Spyware',
        0,
      ],
    ],
    [
      20,
      () => [
        `${random.pick(PREFIXES)}${random.pick(THEMES.Business)}-offers.${bad()}`,
        'Shopping & Auctions',
        'Spam',
        0,
      ],
    ],
    [
      40,
      () => [
        `${random.pick(PREFIXES)}${random.pick(THEMES.Technology)}.${random.pick(['app', 'dev', 'io'])}`,
        'Technology',
        'Newly Seen Domains',
        0,
      ],
    ],
    [
      30,
      () => [
        `${random.pick(PREFIXES)}${random.pick(THEMES['Real Estate'])}.${bad()}`,
        'Unknown',
        'Parked & For Sale Domains',
        0,
      ],
    ],
    [
      15,
      () => [
        `${random.pick(PHISHING_BRANDS)}-giveaway-${random.int(1, 99)}.${bad()}`,
        'Shopping & Auctions',
        'Scam',
        0,
      ],
    ],
    [5, () => [`${dgaLabel(random, 24)}.t.${random.pick(PREFIXES)}dns.${bad()}`, 'Unknown', 'DNS Tunneling', 0]],
    [
      10,
      () => [
        `wp.${random.pick(PREFIXES)}${random.pick(THEMES.Business)}.org`,
        'Business',
        'Compromised Domain',
        threat(),
      ],
    ],
  ];
  const drawn = kinds.flatMap(([count, make]) => Array.from({ length: count }, (_, i) => make(i)));
  // Shuffled, so no one category takes all the popular ranks.
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [drawn[i], drawn[j]] = [drawn[j], drawn[i]];
  }
  const seen = new Set(out.map(([name]) => name));
  for (const entry of drawn) {
    if (seen.has(entry[0])) continue;
    seen.add(entry[0]);
    out.push(entry);
  }
  return out;
}
