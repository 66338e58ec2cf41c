import { CONTENT_CATEGORIES, SECURITY_CATEGORIES } from './categories';
import { FAMILY, SLOT, SLOTS, addRange, categorySlot } from './aggregates';
import { DAY_MS, HOUR_MS, type IpVersion, PROTOCOLS, type Protocol, RECORD_TYPES, type RecordType } from './inputs';
import type { Model } from './model';
import { type Range, type TrafficFilter, setsIn } from './traffic';

/**
 * The dashboard's data (spec 3 §7): a series of total or blocked queries and four breakdowns,
 * for one organization (optionally some of its source sets) or all of them. Each is a sum of
 * closed-form bucket counts: no query is generated.
 */
export type DashboardScope = Pick<TrafficFilter, 'orgIds' | 'sourceSetIds'>;
export type Unit = 'hour' | 'day';
export type Measure = 'total' | 'blocked';

export interface SeriesPoint {
  time: number;
  count: number;
}

const UNIT_MS: Record<Unit, number> = { hour: HOUR_MS, day: DAY_MS };

/** Spec 3 §9: 24 hourly points, or 7 or 30 daily (UTC) points; the last one runs up to now. */
export function dashboardWindow(now: number, duration: 24 | 7 | 30): { range: Range; unit: Unit } {
  const unit: Unit = duration === 24 ? 'hour' : 'day';
  const size = UNIT_MS[unit];
  return { range: { from: Math.floor(now / size) * size - (duration - 1) * size, to: now }, unit };
}

function vectors(model: Model, range: Range, unit: Unit, scope: DashboardScope, families: number) {
  const size = UNIT_MS[unit];
  const first = Math.floor(range.from / size);
  const sets = setsIn(model, scope);
  return Array.from({ length: Math.max(0, Math.ceil(range.to / size) - first) }, (_, k) => {
    const part = { from: Math.max(range.from, (first + k) * size), to: Math.min(range.to, (first + k + 1) * size) };
    const out = new Float64Array(SLOTS);
    for (const set of sets) addRange(model, set, part, out, families);
    return { time: (first + k) * size, out };
  });
}

export function series(model: Model, range: Range, unit: Unit, scope: DashboardScope, what: Measure): SeriesPoint[] {
  const slot = what === 'total' ? SLOT.total : SLOT.blocked;
  const families = what === 'total' ? 0 : FAMILY.blocked;
  return vectors(model, range, unit, scope, families).map(({ time, out }) => ({ time, count: out[slot] }));
}

function total(model: Model, range: Range, scope: DashboardScope, families: number): Float64Array {
  const out = new Float64Array(SLOTS);
  for (const set of setsIn(model, scope)) addRange(model, set, range, out, families);
  return out;
}

/** Total and blocked queries of a range in one pass: what the two series add up to. */
export function totals(model: Model, range: Range, scope: DashboardScope): { total: number; blocked: number } {
  const out = total(model, range, scope, FAMILY.blocked);
  return { total: out[SLOT.total], blocked: out[SLOT.blocked] };
}

export interface Breakdowns {
  ipVersion: Record<IpVersion, number>;
  protocol: Record<Protocol, number>;
  recordType: Record<RecordType, number>;
}
export type BreakdownKind = keyof Breakdowns;

const LABELS: Record<BreakdownKind, readonly string[]> = {
  ipVersion: ['ipv4', 'ipv6'],
  protocol: PROTOCOLS,
  recordType: RECORD_TYPES,
};

/** One breakdown of all queries in a range. */
export function breakdown<K extends BreakdownKind>(model: Model, range: Range, scope: DashboardScope, kind: K) {
  const out = total(model, range, scope, FAMILY[kind]);
  return Object.fromEntries(LABELS[kind].map((label, k) => [label, out[SLOT[kind] + k]])) as Breakdowns[K];
}

/**
 * Blocked queries by security category; a name blocked for its content alone counts under its
 * content category, so blocking a content category does not fill the chart with 'uncategorized'.
 */
export function blockedByCategory(model: Model, range: Range, scope: DashboardScope): Map<string, number> {
  const out = total(model, range, scope, FAMILY.categories);
  const found = new Map<string, number>();
  for (const category of [...SECURITY_CATEGORIES, ...CONTENT_CATEGORIES]) {
    const n = out[categorySlot(category.id)];
    if (n) found.set(category.name, n);
  }
  return found;
}
