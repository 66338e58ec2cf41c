import type { DashboardDuration } from '@/api/dashboard/contract';
import type { LogsLinkSearch } from '@/api/log-queries/logs-link';
import { LOG_RECORD_TYPES, LOG_RETENTION_DAYS, type LogOption } from '@/api/log-queries/query-params';

/*
 * Links from the dashboard into DNS Logs and the Policy Tester. DNS Logs offers the past 1, 12
 * or 24 hours, or a custom range of whole UTC days within its 15 days' retention (spec 3 §1, §2):
 * - Past 24 Hours stays the 24-hour preset;
 * - Past 7 Days becomes the custom range of the same 7 UTC days the chart draws;
 * - Past 30 Days cannot be asked for: it becomes the custom range of the retained days, today
 *   and the 15 before it (the chart's last 16 points); the older days are no longer in the logs.
 * DNS Logs has no protocol, IP version or category filter: those links carry the period and
 * the source sets only (categories add the Block action, which is what the chart counts).
 */

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function logsPeriod(duration: DashboardDuration, now: number): Pick<LogsLinkSearch, 'hours' | 'start' | 'end'> {
  if (duration === 24) return { hours: 24 };
  const back = duration === 7 ? 6 : Math.min(29, LOG_RETENTION_DAYS);
  return { start: dayOf(now - back * DAY_MS), end: dayOf(now) };
}

/** What every link from this dashboard carries: the chosen source sets, and the period of the data shown. */
export interface LinkSets {
  sourceSets: LogOption[];
}
export interface LinkBase extends LinkSets {
  duration: DashboardDuration;
}

export interface LinkFilter {
  recordType?: string;
  blocked?: boolean;
  name?: string;
  /** A source of one set of one organization (the top blocked sources). */
  source?: { orgId: string; sourceSet: LogOption; source: LogOption };
}

export function logsSearch(base: LinkBase, filter: LinkFilter, now = Date.now()): LogsLinkSearch {
  const search: LogsLinkSearch = { ...logsPeriod(base.duration, now) };
  if (base.sourceSets.length) search.sourceSets = base.sourceSets;
  if (filter.recordType && (LOG_RECORD_TYPES as readonly string[]).includes(filter.recordType))
    search.recordType = filter.recordType as LogsLinkSearch['recordType'];
  if (filter.blocked) search.action = 'blocked';
  if (filter.name) search.name = filter.name;
  if (filter.source) {
    search.orgId = filter.source.orgId;
    search.sourceSets = [filter.source.sourceSet];
    search.sources = [filter.source.source];
  }
  return search;
}
