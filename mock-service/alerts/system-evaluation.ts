import { SYSTEM_FLAGS, type AlertSet } from '../../src/api/alert-sets/contract';
import type { InformationBannerRecord, SystemEventRecord } from '../db/schemas';
import type { Range } from '../world/traffic';

/*
 * A System Events set against the log of what happened in the mock (pure). The mock has no
 * outages: the service announces maintenance and delivery problems in its information banners,
 * so each banner published in the period is a downage notice to every organization.
 */

export interface Happening {
  orgId: string;
  kind: SystemEventRecord['kind'];
  summary: string;
  at: number;
}

export const happeningOf = (event: SystemEventRecord): Happening => ({ ...event, at: Date.parse(event.at) });

export function downageNotices(banners: readonly InformationBannerRecord[], globalOrgId: string): Happening[] {
  return banners.map((banner) => ({
    orgId: globalOrgId,
    kind: 'downage',
    summary: `${banner.headerText}: ${banner.infoText}`,
    at: Date.parse(banner.publishedAt),
  }));
}

/** Provider policy changes and downage concern every organization; the rest the organization they name. */
const EVERYONE: ReadonlySet<Happening['kind']> = new Set(['globalPolicies', 'downage']);

/** Whether a set hears of a happening: the Global organization's sets hear of every organization's. */
export const concerns = (set: Pick<AlertSet, 'orgId'>, event: Happening, globalOrgId: string): boolean =>
  set.orgId === globalOrgId || event.orgId === set.orgId || EVERYONE.has(event.kind);

/** The happenings in the period that the set's flags ask for, oldest first; empty when nothing fired. */
export function evaluateSystemSet(
  set: Pick<AlertSet, 'orgId' | 'alertType' | 'system'>,
  period: Range,
  events: readonly Happening[],
  globalOrgId: string,
): Happening[] {
  if (set.alertType !== 'System Events') return [];
  const flags = new Set(SYSTEM_FLAGS.filter((flag) => set.system[flag]));
  return events
    .filter((e) => e.at >= period.from && e.at < period.to && flags.has(e.kind) && concerns(set, e, globalOrgId))
    .sort((a, b) => a.at - b.at);
}
