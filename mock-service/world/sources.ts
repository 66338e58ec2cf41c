import { hashString, normalish } from './hash';
import { HOUR_MS, type WorldSource } from './inputs';
import { SSE_IPV6_SHARE } from './record-types';

/**
 * The sources of one source set as the traffic model sees them: a rate each (queries an hour on
 * an ordinary night, log-normal across sources), sending from the first whole hour after they
 * were added until the hour they were removed.
 */
export interface Lane {
  source: WorldSource;
  ipv6: boolean;
}

/** The sources sending in one hour, as lanes ordered IPv4 first, with cumulative shares. */
export interface Lanes {
  lanes: Lane[];
  cumulative: Float64Array;
  /** Index of the first IPv6 lane. */
  ipv6From: number;
}

const BASE_RATE = 220;
const ceilHour = (t: number) => Math.ceil(t / HOUR_MS) * HOUR_MS;

export function sourceRate(source: WorldSource, seed: number): number {
  return BASE_RATE * Math.exp(0.9 * normalish(hashString(source.key, seed)));
}

export interface SourceTimeline {
  /** Total rate of the sources sending in the hour starting at hourStart, and the IPv4 lanes' share of it. */
  rateAt(hourStart: number): { total: number; ipv4Share: number };
  lanesAt(hourStart: number): Lanes;
  sources: readonly WorldSource[];
}

export function sourceTimeline(sources: readonly WorldSource[], seed: number): SourceTimeline {
  const rates = new Map(sources.map((s) => [s, sourceRate(s, seed)]));
  const v6Share = (s: WorldSource) => (s.type === 'Ipv6' ? 1 : s.type === 'SSE' ? SSE_IPV6_SHARE : 0);
  const events = sources
    .flatMap((s) => {
      const from = ceilHour(s.addedAt);
      const list = [{ at: from, total: rates.get(s)!, ipv6: rates.get(s)! * v6Share(s) }];
      if (s.removedAt !== undefined && ceilHour(s.removedAt) > from)
        list.push({ at: ceilHour(s.removedAt), total: -rates.get(s)!, ipv6: -rates.get(s)! * v6Share(s) });
      return list;
    })
    .sort((a, b) => a.at - b.at);
  const times = Float64Array.from(events, (e) => e.at);
  const totals = new Float64Array(events.length + 1);
  const ipv6s = new Float64Array(events.length + 1);
  events.forEach((e, i) => ((totals[i + 1] = totals[i] + e.total), (ipv6s[i + 1] = ipv6s[i] + e.ipv6)));
  /** Number of events at or before t. */
  const epoch = (t: number) => {
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const ipv4Share = (e: number) => (totals[e] > 0 ? Math.max(0, totals[e] - ipv6s[e]) / totals[e] : 1);
  const laneCache = new Map<number, Lanes>();
  return {
    sources,
    rateAt(hourStart) {
      const e = epoch(hourStart);
      return { total: Math.max(0, totals[e]), ipv4Share: ipv4Share(e) };
    },
    lanesAt(hourStart) {
      const e = epoch(hourStart);
      let found = laneCache.get(e);
      if (found) return found;
      const active = sources.filter(
        (s) => ceilHour(s.addedAt) <= hourStart && (s.removedAt === undefined || ceilHour(s.removedAt) > hourStart),
      );
      const parts: { lane: Lane; rate: number }[] = [];
      for (const s of active) {
        const share = v6Share(s);
        if (share < 1) parts.push({ lane: { source: s, ipv6: false }, rate: rates.get(s)! * (1 - share) });
        if (share > 0) parts.push({ lane: { source: s, ipv6: true }, rate: rates.get(s)! * share });
      }
      parts.sort(
        (a, b) => Number(a.lane.ipv6) - Number(b.lane.ipv6) || (a.lane.source.key < b.lane.source.key ? -1 : 1),
      );
      const total = parts.reduce((sum, p) => sum + p.rate, 0);
      const cumulative = new Float64Array(parts.length + 1);
      parts.forEach((p, i) => (cumulative[i + 1] = cumulative[i] + p.rate / total));
      cumulative[parts.length] = 1;
      const firstV6 = parts.findIndex((p) => p.lane.ipv6);
      const ipv6From = firstV6 < 0 ? parts.length : firstV6;
      // The boundary the aggregates use, so a row's IP version agrees with the breakdown to the query.
      if (ipv6From > 0 && ipv6From < parts.length) cumulative[ipv6From] = ipv4Share(e);
      found = { lanes: parts.map((p) => p.lane), cumulative, ipv6From };
      // A few hours' worth: a set of 2,000 sources holds 2,000 lanes an entry.
      if (laneCache.size > 24) laneCache.clear();
      laneCache.set(e, found);
      return found;
    },
  };
}
