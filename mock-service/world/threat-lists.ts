import type { Catalogue } from './catalogue';

/**
 * Which catalogue names each threat dataset is about (docs/areas/threat-analysis.md). A name counts
 * with every name under it, as the DNS Logs name filter and `world.count({ name })` do, so the
 * number on a chart is the number of rows DNS Logs shows for the same name and day.
 *
 * - The popularity ranking is the catalogue's ranking of benign names (no security category, not
 *   a reverse name) by base popularity, as a public top list ranks domains.
 * - Unranked: names with no place in that ranking: names with a security category, and reverse
 *   (PTR) names.
 * - Unpopular: ranked names outside the top 500 (the "top list"), down to rank 2,500: the long
 *   tail a person would not recognise.
 * - Intel, by domain: names with a security category that are a registrable domain (two labels).
 *   On host: names with a security category and more labels. On resolved IP: names whose threat
 *   family (threat id) has known infrastructure addresses, and the reverse names of the addresses
 *   the feed lists (one in twelve by the name's hash).
 */
export type ThreatDataset = 'unranked' | 'unpopular';
export type IntelDataset = 'domain' | 'host' | 'resolvedIp';
export const TOP_LIST = 500;
export const UNPOPULAR_LAST_RANK = 2500;
/**
 * Each dataset's shortlist: its trending names (the catalogue's movers) first, then the most asked
 * (with the names under them). Counts, averages and trends of the shortlisted names are exact; a
 * name outside it could only reach a top 5 on noise of a few queries a day, which real trending
 * lists filter out by volume too. It keeps a day's tally at a few hundred names.
 */
export const SHORTLIST = 12;

export interface ThreatLists {
  candidates: Record<ThreatDataset | IntelDataset, Int32Array>;
  /** Per candidate (catalogue index), the catalogue indices counted for it: itself and the names under it. */
  members: Map<number, Int32Array>;
  /** Catalogue index → position in the tally, or -1 when no candidate counts it. */
  position: Int32Array;
  tracked: Int32Array;
}

export const isReverseName = (name: string) => name.endsWith('.in-addr.arpa') || name.endsWith('.ip6.arpa');
const labels = (name: string) => name.split('.').length;

/** Whether the intel feed lists the address behind a reverse name (deterministic, by name). */
export function listedAddress(name: string, hash: (text: string) => number): boolean {
  return hash(name) % 12 === 0;
}

const built = new WeakMap<Catalogue, ThreatLists>();

export function threatLists(catalogue: Catalogue, hash: (text: string) => number): ThreatLists {
  const found = built.get(catalogue);
  if (found) return found;
  const { names } = catalogue;
  const popularity = new Float64Array(names.length);
  for (const pool of [catalogue.pools.host, catalogue.pools.reverse])
    pool.names.forEach((i, k) => (popularity[i] += pool.weights[k]));
  const benign = names
    .map((entry, i) => ({ entry, i }))
    .filter(({ entry }) => entry.securityCategoryId === 0 && !isReverseName(entry.name))
    .sort((a, b) => popularity[b.i] - popularity[a.i] || a.i - b.i)
    .map(({ i }) => i);
  const risky = names.flatMap((e, i) => (e.securityCategoryId > 0 ? [i] : []));
  const reverse = names.flatMap((e, i) => (isReverseName(e.name) ? [i] : []));
  const pools = {
    unranked: [...risky, ...reverse],
    unpopular: benign.slice(TOP_LIST, UNPOPULAR_LAST_RANK),
    domain: risky.filter((i) => labels(names[i].name) === 2),
    host: risky.filter((i) => labels(names[i].name) > 2),
    resolvedIp: [
      ...risky.filter((i) => names[i].threatId > 0),
      ...reverse.filter((i) => listedAddress(names[i].name, hash)),
    ],
  };
  const wanted = new Set(Object.values(pools).flat());
  const indexOf = new Map(names.map((e, i) => [e.name, i]));
  const members = new Map<number, number[]>([...wanted].map((i) => [i, [i]]));
  // Every ancestor of a name that is a candidate counts the name too.
  names.forEach((entry, i) => {
    const parts = entry.name.split('.');
    for (let cut = 1; cut < parts.length - 1; cut++) {
      const ancestor = indexOf.get(parts.slice(cut).join('.'));
      if (ancestor !== undefined) members.get(ancestor)?.push(i);
    }
  });
  const weight = (i: number) => members.get(i)!.reduce((sum, m) => sum + popularity[m], 0);
  const trending = (i: number) => names[i].trendPhase >= 0;
  const shortlist = (pool: number[]) =>
    Int32Array.from(
      [...pool]
        .sort((a, b) => Number(trending(b)) - Number(trending(a)) || weight(b) - weight(a) || a - b)
        .slice(0, SHORTLIST),
    );
  const candidates = {
    unranked: shortlist(pools.unranked),
    unpopular: shortlist(pools.unpopular),
    domain: shortlist(pools.domain),
    host: shortlist(pools.host),
    resolvedIp: shortlist(pools.resolvedIp),
  };
  for (const key of members.keys())
    if (!Object.values(candidates).some((list) => list.includes(key))) members.delete(key);
  const position = new Int32Array(names.length).fill(-1);
  const tracked: number[] = [];
  for (const list of members.values()) for (const i of list) if (position[i] < 0) position[i] = tracked.push(i) - 1;
  const lists: ThreatLists = {
    candidates,
    members: new Map([...members].map(([i, list]) => [i, Int32Array.from(list)])),
    position,
    tracked: Int32Array.from(tracked),
  };
  built.set(catalogue, lists);
  return lists;
}
