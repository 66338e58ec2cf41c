import type { CatalogueName } from './catalogue';
import { categoryName } from './categories';
import { hashString, mix32 } from './hash';
import { DAY_MS } from './inputs';
import type { Model } from './model';
import { scenarioEntries } from './scenario-traffic';
import type { IntelDataset } from './threat-lists';

/**
 * What the intel feed says about a name, derived from the name alone (a hash), so every screen
 * and every machine agrees: severity and confidence (spec 2 §3's labels), the feed that listed
 * it, a label (its threat family, else its security category), and when the feed created and
 * last updated the entry, counted back from the day it is reported for.
 */
export const SEVERITY_LABELS = ['severe', 'high', 'med', 'low', 'very low'] as const;
export type SeverityLabel = (typeof SEVERITY_LABELS)[number];
const SOURCES = ['CISA AIS', 'MS-ISAC', 'Provider Research', 'Open Source Intelligence'];

/** Categories a resolver blocks outright lean severe; the soft risks lean low. */
const SOFT = new Set(['Newly Seen Domains', 'Parked & For Sale Domains', 'Spam']);

function level(hash: number, soft: boolean): SeverityLabel {
  const step = hash % 3;
  return SEVERITY_LABELS[Math.min(4, (soft ? 2 : 0) + step)];
}

export function labelOf(entry: Pick<CatalogueName, 'securityCategoryId' | 'threatId'>, dataset?: IntelDataset): string {
  if (entry.threatId) return categoryName(entry.threatId);
  if (entry.securityCategoryId) return categoryName(entry.securityCategoryId);
  return dataset === 'resolvedIp' ? 'Listed Address' : '';
}

const indexes = new WeakMap<Model['catalogue'], Map<string, CatalogueName>>();
/** A name's categories: the catalogue's, else a started scenario's (its names are outside the catalogue). */
export function entryOf(model: Model, name: string): CatalogueName | undefined {
  let found = indexes.get(model.catalogue);
  if (!found) indexes.set(model.catalogue, (found = new Map(model.catalogue.names.map((e) => [e.name, e]))));
  return found.get(name) ?? scenarioEntries(model.scenario).get(name);
}

export function intelMeta(model: Model, name: string, dataset: IntelDataset, day: number) {
  const entry = entryOf(model, name);
  const h = hashString(name, model.seed);
  const soft = SOFT.has(categoryName(entry?.securityCategoryId ?? 0));
  const createdDaysBack = 30 + (mix32(h ^ 1) % 330);
  const updatedDaysBack = mix32(h ^ 2) % 30;
  return {
    severity: level(h, soft),
    confidence: level(mix32(h ^ 3), soft),
    source: SOURCES[mix32(h ^ 4) % SOURCES.length],
    label: entry ? labelOf(entry, dataset) : '',
    created_at: new Date((day - createdDaysBack) * DAY_MS + (mix32(h ^ 5) % DAY_MS)).toISOString(),
    updated_at: new Date((day - updatedDaysBack) * DAY_MS + (mix32(h ^ 6) % DAY_MS)).toISOString(),
  };
}
