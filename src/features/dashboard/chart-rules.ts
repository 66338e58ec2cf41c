import type { DashboardDuration, DNS_PROTOCOLS, IpVersionRow, TimeSeriesPoint } from '@/api/dashboard/contract';
import { formatUtcHour, formatUtcMonthDay } from '@/lib/format';

/*
 * Spec 3 §9's chart rules, as pure functions over the service's rows: the screen draws what
 * these return and nothing else, so the rules are tested here once.
 */

export const MAX_SLICES = 7;
export const MIN_SHARE = 0.03;
export const LEGEND_SIZE = 10;
export const OTHER = 'Other';

/** One row of a breakdown, whatever the call named its key. */
export interface BreakdownRow {
  key: string;
  count: number;
}

export interface Slice {
  /** The service's value ('A', 'UDP', 'Phishing'), or OTHER. */
  key: string;
  label: string;
  count: number;
  /** Of the chart's whole, 0..1. */
  share: number;
  /** The rows an Other slice holds; the slice's own key otherwise. */
  members: string[];
}

export interface LegendEntry extends Omit<Slice, 'members'> {
  /** The key of the slice that draws it: itself, or OTHER when it was merged. */
  slice: string;
}

const sum = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
const largestFirst = <T extends { count: number; key: string }>(rows: readonly T[]) =>
  [...rows].filter((row) => row.count > 0).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

/**
 * At most 7 slices plus Other; a row under 3% of the whole goes into Other, and so does a row
 * the service itself calls Other (record types outside spec 3's list).
 */
export function groupSlices(rows: readonly BreakdownRow[]): Slice[] {
  const sorted = largestFirst(rows);
  const total = sum(sorted);
  const named: Slice[] = [];
  const other: BreakdownRow[] = [];
  for (const row of sorted) {
    const share = row.count / total;
    if (named.length < MAX_SLICES && share >= MIN_SHARE && row.key !== OTHER)
      named.push({ key: row.key, label: row.key, count: row.count, share, members: [row.key] });
    else other.push(row);
  }
  if (other.length) {
    const count = sum(other);
    named.push({ key: OTHER, label: OTHER, count, share: count / total, members: other.map((r) => r.key) });
  }
  return named;
}

/**
 * The legend's 10 entries: the largest rows the chart draws (once each), by their slice's label,
 * each with the slice it is drawn in.
 */
export function legendEntries(rows: readonly BreakdownRow[], slices: readonly Slice[]): LegendEntry[] {
  const total = sum(slices);
  const seen = new Set<string>();
  const entries: LegendEntry[] = [];
  for (const row of largestFirst(rows)) {
    const slice = slices.find((s) => s.members.includes(row.key));
    if (!slice || seen.has(row.key)) continue;
    seen.add(row.key);
    const label = slice.key === row.key ? slice.label : row.key;
    entries.push({ key: row.key, label, count: row.count, share: row.count / total, slice: slice.key });
  }
  return entries.slice(0, LEGEND_SIZE);
}

/** Spec 3 §9: UDP is DNS:53 (UDP), TCP is DNS:53 (TCP), TLS is DoT, HTTPS is DoH. */
export const PROTOCOL_LABELS: Record<(typeof DNS_PROTOCOLS)[number], string> = {
  UDP: 'DNS:53 (UDP)',
  TCP: 'DNS:53 (TCP)',
  TLS: 'DoT',
  HTTPS: 'DoH',
};

const labelled = (rows: readonly BreakdownRow[], label: (key: string) => string): Slice[] => {
  const total = sum(rows);
  return rows.map((row) => ({ ...row, label: label(row.key), share: row.count / total, members: [row.key] }));
};

/** The protocol chart shows the top 4, by their spec 3 §9 labels. */
export const protocolSlices = (rows: readonly BreakdownRow[]): Slice[] =>
  labelled(largestFirst(rows).slice(0, 4), (key) => PROTOCOL_LABELS[key as keyof typeof PROTOCOL_LABELS] ?? key);

const IP_LABELS: Record<IpVersionRow['ipVersion'], string> = { ipv4: 'IPv4', ipv6: 'IPv6' };

/** The IP version chart shows the top 1 of each of IPv4 and IPv6. */
export function ipVersionSlices(rows: readonly BreakdownRow[]): Slice[] {
  const sorted = largestFirst(rows);
  const picked = (['ipv4', 'ipv6'] as const).flatMap((version) => sorted.find((r) => r.key === version) ?? []);
  return labelled(largestFirst(picked), (key) => IP_LABELS[key as keyof typeof IP_LABELS] ?? key);
}

/** x tick spacing in points: every 6 hours over 24 hours, every day over 7 days, every 5 days over 30. */
export const TICK_SPACING: Record<DashboardDuration, number> = { 24: 6, 7: 1, 30: 5 };

export interface LinePoint {
  /** The point's start (ISO 8601, UTC): the x axis key. */
  datetime: string;
  /** The x tick's text: the UTC hour (24 hours) or the UTC day. */
  label: string;
  count: number;
}

/** '14:00' for an hourly point, '11/16' for a daily one (both UTC, as DNS Logs shows dates). */
export const pointLabel = (datetime: string, duration: DashboardDuration): string =>
  duration === 24 ? formatUtcHour(datetime) : formatUtcMonthDay(datetime);

/**
 * Spec 3 §9: hourly points for 24 hours, daily for 7 and 30 days. The service answers in that
 * grain already; a point finer than the grain (never expected) is summed into its hour or day.
 */
export function linePoints(items: readonly TimeSeriesPoint[], duration: DashboardDuration): LinePoint[] {
  const grain = duration === 24 ? 13 : 10;
  const points = new Map<string, LinePoint>();
  for (const item of items) {
    const start =
      duration === 24
        ? `${item.datetime.slice(0, grain)}:00:00.000Z`
        : `${item.datetime.slice(0, grain)}T00:00:00.000Z`;
    const point = points.get(start);
    if (point) point.count += item.count;
    else points.set(start, { datetime: start, label: pointLabel(start, duration), count: item.count });
  }
  return [...points.values()].sort((a, b) => a.datetime.localeCompare(b.datetime));
}

/** The x ticks: every TICK_SPACING-th point counted back from the latest, so now always has one. */
export function xTicks(points: readonly LinePoint[], duration: DashboardDuration): string[] {
  const spacing = TICK_SPACING[duration];
  return points.filter((_, i) => (points.length - 1 - i) % spacing === 0).map((p) => p.datetime);
}
