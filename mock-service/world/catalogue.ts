import { createRandom, type Random } from '../seed/prng';
import { contentId, securityId } from './categories';
import { hashString, unit } from './hash';
import { riskyNames } from './risky-names';
import { BAD_TLDS, HOST_LABELS, PREFIXES, THEMES, TLDS, WELL_KNOWN } from './words';

/**
 * The names the world's queries ask for: a few thousand, with categories and a Zipf-like
 * popularity (Jung et al. 2002). Built once per seed; queries never hold names, only indices.
 */
export interface CatalogueName {
  name: string;
  contentCategoryId: number;
  /** 0 when the name carries no security risk. */
  securityCategoryId: number;
  threatId: number;
  /** Days into its 40-day cycle of growth at day 0, or -1 for a name that does not trend. */
  trendPhase: number;
}

export type PoolId = 'host' | 'apex' | 'reverse';

/** Names one family of record types asks for, in the order groups keep them, with base weights. */
export interface Pool {
  names: Int32Array;
  weights: Float64Array;
}

export interface Catalogue {
  names: CatalogueName[];
  pools: Record<PoolId, Pool>;
}

/** Share of host queries that go to names with a security category: blocked plus logged (docs/references.md). */
const RISK_MASS = 0.006;
const ZIPF_EXPONENT = 1;
const GENERATED_APEXES = 2400;
const REVERSE_NAMES = 400;
const TRENDING = 10;

const apexOf = (name: string) => name.split('.').slice(-2).join('.');

/** Themes are equally common except the ones a protective DNS service sees little of in government. */
const THEME_WEIGHTS: Readonly<Record<string, number>> = { Gambling: 0.02, Advertisements: 0.3, 'Real Estate': 0.3 };

function generatedApexes(random: Random): [string, string][] {
  const themes = Object.keys(THEMES).map((theme) => [theme, THEME_WEIGHTS[theme] ?? 1] as const);
  const seen = new Set<string>();
  const out: [string, string][] = [];
  while (out.length < GENERATED_APEXES) {
    const theme = random.weighted(themes);
    const joiner = random.chance(0.2) ? '-' : '';
    const name = `${random.pick(PREFIXES)}${joiner}${random.pick(THEMES[theme])}.${random.pick(TLDS)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push([name, theme]);
  }
  return out;
}

function zipf(count: number, mass: number): Float64Array {
  const weights = Float64Array.from({ length: count }, (_, rank) => 1 / (rank + 2) ** ZIPF_EXPONENT);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w / total) * mass);
}

function build(seed: number): Catalogue {
  const random = createRandom(seed ^ 0x5eed);
  const names: CatalogueName[] = [];
  const indexOf = new Map<string, number>();
  const add = (name: string, content: string, security = 0, threatId = 0): number => {
    const known = indexOf.get(name);
    if (known !== undefined) return known;
    indexOf.set(name, names.length);
    names.push({ name, contentCategoryId: contentId(content), securityCategoryId: security, threatId, trendPhase: -1 });
    return names.length - 1;
  };
  // Benign hosts in popularity order: the well-known first, then the generated ones as drawn.
  const benign: number[] = [];
  for (const [name, content] of WELL_KNOWN) benign.push(add(name, content), add(apexOf(name), content));
  for (const [apex, theme] of generatedApexes(random)) {
    benign.push(add(apex, theme));
    for (const label of HOST_LABELS) if (random.chance(0.22)) benign.push(add(`${label}.${apex}`, theme));
  }
  const benignUnique = [...new Set(benign)];
  const risky = riskyNames(random, BAD_TLDS).map(([name, content, security, threat]) =>
    add(name, content, securityId(security), threat),
  );
  const hostWeights = new Float64Array(names.length);
  zipf(benignUnique.length, 1 - RISK_MASS).forEach((w, rank) => (hostWeights[benignUnique[rank]] = w));
  zipf(risky.length, RISK_MASS).forEach((w, rank) => (hostWeights[risky[rank]] = w));
  // A few tail names trend up: the threat screens' "trending" lists need movers.
  for (let t = 0; t < TRENDING; t++) {
    const pick = t < 8 ? benignUnique[600 + t * 97] : risky[risky.length - 1 - t];
    names[pick].trendPhase = Math.floor(unit(hashString(names[pick].name, seed)) * 40);
  }
  const hostIds = names.map((_, i) => i);
  const apexWeights = new Float64Array(names.length);
  for (const i of hostIds) apexWeights[indexOf.get(apexOf(names[i].name)) ?? i] += hostWeights[i];
  const apexIds = hostIds.filter((i) => apexWeights[i] > 0);

  const reverse: number[] = [];
  for (let i = 0; i < REVERSE_NAMES; i++) {
    const octets = [
      random.int(1, 254),
      random.int(0, 255),
      random.int(0, 255),
      random.pick([3, 4, 8, 13, 20, 52, 104]),
    ];
    reverse.push(add(`${octets.join('.')}.in-addr.arpa`, 'Reverse Lookup'));
  }
  const reverseWeights = new Float64Array(names.length);
  zipf(reverse.length, 1).forEach((w, rank) => (reverseWeights[reverse[rank]] = w));

  return {
    names,
    pools: {
      host: pool(names, hostIds, hostWeights),
      apex: pool(names, apexIds, apexWeights),
      reverse: pool(names, reverse, reverseWeights),
    },
  };
}

/** Security category first, then threat and content: a policy on a category matches one run of names. */
function pool(names: CatalogueName[], ids: number[], weights: Float64Array): Pool {
  const order = [...ids].sort((a, b) => {
    const x = names[a];
    const y = names[b];
    return (
      x.securityCategoryId - y.securityCategoryId ||
      x.threatId - y.threatId ||
      x.contentCategoryId - y.contentCategoryId ||
      a - b
    );
  });
  return { names: Int32Array.from(order), weights: Float64Array.from(order, (i) => weights[i]) };
}

const built = new Map<number, Catalogue>();
export function catalogue(seed: number): Catalogue {
  let found = built.get(seed);
  if (!found) built.set(seed, (found = build(seed)));
  return found;
}

/** How much more a trending name is asked for on a given day than its base weight says. */
export function trendFactor(name: CatalogueName, day: number): number {
  return name.trendPhase < 0 ? 1 : 1.1 ** ((((day + name.trendPhase) % 40) + 40) % 40);
}
