import * as v from 'valibot';
import { LOG_ACTION_VALUES, LOG_RECORD_TYPES, logOptionSchema } from './query-params';

/*
 * What a link into DNS Logs may fill in (its search parameters): the threat charts send a name,
 * a UTC day and an organization; the dashboard sends a whole query (a preset or a custom range
 * of UTC days, source sets, a source, a record type, an action). The route parses each field on
 * its own, so one bad value still leaves the others.
 */
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const chosen = v.pipe(v.array(logOptionSchema), v.maxLength(50));

export const logsLinkSearchSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.maxLength(253))),
  /** One UTC day, as a custom range. */
  date: v.optional(day),
  orgId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** A preset: the past 1, 12 or 24 hours. */
  hours: v.optional(v.picklist([1, 12, 24])),
  /** A custom range of whole UTC days. */
  start: v.optional(day),
  end: v.optional(day),
  sourceSets: v.optional(chosen),
  sources: v.optional(chosen),
  recordType: v.optional(v.picklist(LOG_RECORD_TYPES)),
  action: v.optional(v.picklist(LOG_ACTION_VALUES)),
});
export type LogsLinkSearch = v.InferOutput<typeof logsLinkSearchSchema>;

/** Field by field: a link with one bad value still fills in the others. */
export function parseLogsLinkSearch(search: Record<string, unknown>): LogsLinkSearch {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(logsLinkSearchSchema.entries)) {
    const parsed = v.safeParse(schema, search[key]);
    if (parsed.success && parsed.output !== undefined) out[key] = parsed.output;
  }
  return out as LogsLinkSearch;
}
