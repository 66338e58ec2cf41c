import { hashString } from './hash';
import { scenarioTallies } from './scenario-threats';
import { DAY_MS } from './inputs';
import type { Model } from './model';
import { type SeverityLabel, intelMeta } from './threat-meta';
import { DECISION_SLOTS, dayTally, warmTallyHour } from './threat-tally';
import { type IntelDataset, type ThreatDataset, isReverseName, threatLists } from './threat-lists';
import { type TrafficFilter, setsIn } from './traffic';

/**
 * The threat screens' datasets (spec 2 §3), from the world's traffic of one organization (or
 * all) per UTC day. Moving averages and trends:
 *
 *   sma10(d)  = (c(d-9) + … + c(d)) / 10            per decision, c = that day's count
 *   total(d)  = allowed_sma_10 + blocked_sma_10 + overridden_sma_10
 *   trend(d)  = (total(d) − total(d−7)) / total(d−7) × 100, one decimal;
 *               100 when total(d−7) is 0 and total(d) is not (a name that appeared), else 0.
 */
export const SMA_DAYS = 10;
export const TREND_DAYS = 7;
/** Each day of a reply holds its top names (the screens show 5; the rest leave room for filters). */
export const PER_DAY = 10;

export type ThreatScope = Pick<TrafficFilter, 'orgIds'>;
export type PtrIndicator = 'PTR' | 'NonPTR';
export const ptrIndicator = (name: string): PtrIndicator => (isReverseName(name) ? 'PTR' : 'NonPTR');

export interface ThreatAnalysisRecord {
  date_checked: string;
  domain_name: string;
  allowed_sma_10: number;
  blocked_sma_10: number;
  overridden_sma_10: number;
  trend: number;
  ptr_indicator: PtrIndicator;
}

export type ResolverDecision = 'Allow' | 'Block' | 'Override';
export interface ThreatIntelRecord {
  log_date: string;
  name: string;
  resolver_decision: ResolverDecision;
  count: number;
  confidence: SeverityLabel;
  source: string;
  severity: SeverityLabel;
  label: string;
  created_at: string;
  updated_at: string;
  ptr_indicator: PtrIndicator;
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** The mean of the `days` values ending at index `end` (missing values before the start count as 0). */
export function movingAverage(values: readonly number[], end: number, days = SMA_DAYS): number {
  let sum = 0;
  for (let i = end - days + 1; i <= end; i++) sum += values[i] ?? 0;
  return sum / days;
}

export function trendPercent(now: number, before: number): number {
  if (before === 0) return now > 0 ? 100 : 0;
  return round(((now - before) / before) * 100, 1);
}

export const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** What a scope's day tallies are made of: the tracked names, the scope's sets, and its cache key. */
function tallyScope(model: Model, scope: ThreatScope) {
  return {
    lists: threatLists(model.catalogue, (text) => hashString(text, model.seed)),
    sets: setsIn(model, scope),
    key: scope.orgIds?.join(',') ?? '*',
  };
}

/** Per candidate of a dataset, per decision slot, its daily counts over the days [first, last]. */
function tallies(model: Model, scope: ThreatScope, dataset: ThreatDataset | IntelDataset, first: number, last: number) {
  const { lists, sets, key } = tallyScope(model, scope);
  const days = Array.from({ length: last - first + 1 }, (_, k) => dayTally(model, key, sets, first + k, lists));
  const width = lists.tracked.length;
  const candidates = [...lists.candidates[dataset]];
  const sums = candidates.map((i) => {
    const members = lists.members.get(i)!;
    return DECISION_SLOTS.map((_, slot) =>
      days.map((tally) => {
        let sum = 0;
        for (const m of members) sum += tally[slot * width + lists.position[m]];
        return sum;
      }),
    );
  });
  const scenario = scenarioTallies(model, sets, dataset, first, last);
  return {
    names: [...candidates.map((i) => model.catalogue.names[i].name), ...scenario.names],
    sums: [...sums, ...scenario.sums],
  };
}

/** The latest day the threat screens offer: yesterday (UTC), the last whole day. */
export const latestThreatDay = (now: number): number => Math.floor(now / DAY_MS) - 1;

/** The first day a reply ending at `lastDay` reads: its days, the week its trend compares with, and the averages' look-back. */
export const firstDayRead = (lastDay: number, days = 7): number => lastDay - days + 1 - TREND_DAYS - SMA_DAYS + 1;

/**
 * Adds the next hour of a scope's tally of one day, keeping the day once it is whole: the idle
 * warmer's step. Every organization's first reply reads 23 days over every source set (seconds on
 * the seed), so the worker warms them an hour at a time between calls rather than on the first
 * call or in one block. Returns whether the day is kept.
 */
export function warmThreatHour(model: Model, scope: ThreatScope, day: number): boolean {
  const { lists, sets, key } = tallyScope(model, scope);
  return warmTallyHour(model, key, sets, day, lists);
}

/** Tallies one day for a scope and keeps it (the warmer's steps, run to the end). */
export function warmThreatDay(model: Model, scope: ThreatScope, day: number): void {
  while (!warmThreatHour(model, scope, day));
}

/** The threat analysis records of the days [lastDay − days + 1, lastDay], each day's top by trend. */
export function threatAnalysis(
  model: Model,
  scope: ThreatScope,
  dataset: ThreatDataset,
  lastDay: number,
  { days = 7, ptr = true, perDay = PER_DAY } = {},
): ThreatAnalysisRecord[] {
  const first = firstDayRead(lastDay, days);
  const { names, sums } = tallies(model, scope, dataset, first, lastDay);
  const out: ThreatAnalysisRecord[] = [];
  for (let day = lastDay - days + 1; day <= lastDay; day++) {
    const at = day - first;
    const rows = names.flatMap((name, c) => {
      if (!ptr && isReverseName(name)) return [];
      const [allowed, blocked, overridden] = sums[c].map((values) => movingAverage(values, at));
      const total = allowed + blocked + overridden;
      if (total === 0) return [];
      const before = sums[c].reduce((s, values) => s + movingAverage(values, at - TREND_DAYS), 0);
      return [
        {
          date_checked: dayString(day),
          domain_name: name,
          allowed_sma_10: round(allowed, 2),
          blocked_sma_10: round(blocked, 2),
          overridden_sma_10: round(overridden, 2),
          trend: trendPercent(total, before),
          ptr_indicator: ptrIndicator(name),
          total,
        },
      ];
    });
    rows.sort((a, b) => b.trend - a.trend || b.total - a.total || a.domain_name.localeCompare(b.domain_name));
    out.push(...rows.slice(0, perDay).map(({ total: _, ...record }) => record));
  }
  return out;
}

const DECISIONS: ResolverDecision[] = ['Allow', 'Block', 'Override'];

/** The threat intel records of the days [lastDay − days + 1, lastDay]: each day's top names by count. */
export function threatIntel(
  model: Model,
  scope: ThreatScope,
  dataset: IntelDataset,
  lastDay: number,
  { days = 7, ptr = true, perDay = PER_DAY } = {},
): ThreatIntelRecord[] {
  const first = lastDay - days + 1;
  const { names, sums } = tallies(model, scope, dataset, first, lastDay);
  const out: ThreatIntelRecord[] = [];
  for (let day = first; day <= lastDay; day++) {
    const at = day - first;
    const top = names
      .map((name, c) => ({ name, c, total: sums[c].reduce((s, values) => s + values[at], 0) }))
      .filter(({ name, total }) => total > 0 && (ptr || !isReverseName(name)))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
      .slice(0, perDay);
    for (const { name, c } of top)
      DECISIONS.forEach((decision, slot) => {
        const count = sums[c][slot][at];
        if (count > 0)
          out.push({
            log_date: dayString(day),
            name,
            resolver_decision: decision,
            count,
            ...intelMeta(model, name, dataset, day),
            ptr_indicator: ptrIndicator(name),
          });
      });
  }
  return out;
}
