import type { CatalogueName } from './catalogue';
import { DAY_MS } from './inputs';
import type { Model, SetModel } from './model';
import { apexOf, scenarioEntries, scenarioRowsOver } from './scenario-traffic';
import { DECISION_SLOTS, SLOT_OF } from './threat-tally';
import type { IntelDataset, ThreatDataset } from './threat-lists';

/**
 * Scenario names on the threat screens, by the rules threat-lists.ts gives catalogue names: a
 * registrable domain counts with every name under it. None is in the popularity ranking, so each
 * is unranked (never unpopular); a rated one is intel by domain, a rated host by host, and one of
 * a threat family with known infrastructure by resolved IP.
 */
const IN_DATASET: Record<ThreatDataset | IntelDataset, (entry: CatalogueName, apex: boolean) => boolean> = {
  unranked: (_, apex) => apex,
  unpopular: () => false,
  domain: (e, apex) => apex && e.securityCategoryId > 0,
  host: (e, apex) => !apex && e.securityCategoryId > 0,
  resolvedIp: (e, apex) => apex && e.threatId > 0,
};

export interface Tallies {
  names: string[];
  /** Per name, per decision slot, the daily counts over the days asked. */
  sums: number[][][];
}

const NONE: Tallies = { names: [], sums: [] };

/** The daily tallies of the scenario names of a dataset over some sets and the days [first, last]. */
export function scenarioTallies(
  model: Model,
  sets: readonly SetModel[],
  dataset: ThreatDataset | IntelDataset,
  first: number,
  last: number,
): Tallies {
  if (model.scenario.size === 0) return NONE;
  const names = [...scenarioEntries(model.scenario).values()]
    .filter((entry) => IN_DATASET[dataset](entry, apexOf(entry.name) === entry.name))
    .map((entry) => entry.name)
    .sort();
  if (!names.length) return NONE;
  const position = new Map(names.map((name, c) => [name, c]));
  const sums = names.map(() => DECISION_SLOTS.map(() => Array.from({ length: last - first + 1 }, () => 0)));
  for (const row of scenarioRowsOver(model.scenario, sets, { from: first * DAY_MS, to: (last + 1) * DAY_MS })) {
    const day = Math.floor(row.time / DAY_MS) - first;
    const apex = apexOf(row.name);
    for (const name of apex === row.name ? [apex] : [row.name, apex]) {
      const c = position.get(name);
      if (c !== undefined) sums[c][SLOT_OF[row.decision]][day]++;
    }
  }
  return { names, sums };
}
