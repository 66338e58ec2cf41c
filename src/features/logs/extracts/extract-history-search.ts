import { formatTime } from '@/lib/format';
import * as v from 'valibot';
import type { ScheduledExtract } from '@/api/log-queries/extract-contract';

/**
 * Extract History's address (spec 3 §2): queryId, name, description, cadence, runTime, createdBy
 * and destination (N/A when absent). Required ones missing or invalid send the viewer back to
 * the list, so every member is optional here and checked by `historyParams`.
 */
const text = v.optional(v.pipe(v.string(), v.maxLength(512)));
export const extractHistorySearch = v.object({
  queryId: text,
  name: text,
  description: text,
  cadence: text,
  runTime: text,
  createdBy: text,
  destination: text,
});
export type ExtractHistorySearch = v.InferOutput<typeof extractHistorySearch>;

export interface HistoryParams {
  queryId: string;
  name: string;
  description: string;
  cadence: string;
  runTime: string;
  createdBy: string;
  destination: string;
}

/** The page's parameters, or null when a required one is missing or invalid (then: redirect). */
export function historyParams(search: ExtractHistorySearch): HistoryParams | null {
  const { queryId, name, cadence, runTime, createdBy } = search;
  if (!queryId || !/^[\w.-]{1,64}$/.test(queryId)) return null;
  if (!name?.trim() || !cadence?.trim() || !runTime?.trim() || !createdBy?.trim()) return null;
  return {
    queryId,
    name,
    cadence,
    runTime,
    createdBy,
    description: search.description ?? '',
    destination: search.destination?.trim() || 'N/A',
  };
}

/** The run time an extract's history names: the start's hour, or when an immediate one was saved. */
export const runTimeOf = (extract: ScheduledExtract): string =>
  formatTime(extract.when.type === 'now' ? extract.createdOn : extract.when.start);

export const historySearchOf = (extract: ScheduledExtract): ExtractHistorySearch => ({
  queryId: extract.queryId,
  name: extract.queryName,
  description: extract.description,
  cadence: extract.cadence,
  runTime: runTimeOf(extract),
  createdBy: extract.createdBy,
  ...(extract.destination ? { destination: extract.destination } : {}),
});
