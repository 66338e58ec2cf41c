import { storage } from '@/lib/storage';
import { type LogFilterValues, emptyFilters } from './log-filters';

/*
 * The DNS Logs filters are kept in IndexedDB (the design card's log-query filters) per
 * organization viewed, so a reload restores them and another organization's sets never leak
 * into a query where they mean nothing.
 */

const keyOf = (orgId: string) => `dnsLogs:${orgId}`;

export async function readStoredFilters(orgId: string, now: number): Promise<LogFilterValues> {
  const stored = (await storage.get('logQueryFilters'))?.[keyOf(orgId)];
  const defaults = emptyFilters(now);
  if (!stored || typeof stored !== 'object') return defaults;
  // Only known fields of the right kind: an older build's shape falls back to the defaults field by field.
  const merged = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof LogFilterValues)[]) {
    const value = stored[key];
    if (Array.isArray(defaults[key]) === Array.isArray(value) && typeof value === typeof defaults[key])
      (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

export async function storeFilters(orgId: string, values: LogFilterValues): Promise<void> {
  const all = (await storage.get('logQueryFilters')) ?? {};
  await storage.set('logQueryFilters', { ...all, [keyOf(orgId)]: { ...values } });
}
