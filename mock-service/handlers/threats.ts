import type { HttpHandler } from 'msw';
import {
  THREAT_DAYS,
  type ThreatQuery,
  intelGetEndpoint,
  intelMspGetEndpoint,
  threatsMatchOnResolvedIpEndpoint,
  threatsMatchedByDomainEndpoint,
  threatsMatchedOnHostEndpoint,
  topTrendingUnpopularEndpoint,
  topTrendingUnrankedEndpoint,
} from '../../src/api/threats/contract';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { defineHandler } from '../core/define-handler';
import type { Database } from '../db/database';
import { findOrg } from '../db/lookups';
import { currentWorld } from '../world-adapter/current-world';
import { DAY_MS } from '../world/inputs';
import type { IntelDataset, ThreatDataset } from '../world/threat-lists';
import { type ThreatScope, dayString, latestThreatDay } from '../world/threats';
import { indicatorIntel } from './indicator-intel';

/*
 * Threat data calls (spec 2 §7) from the DNS world. The latest available day is yesterday (UTC)
 * by the mock's clock, the last whole day: today's counts would still be growing. The picker's
 * days are the 7 ending there; a date outside them answers the latest.
 */
export const scopeOf = (orgId: string): ThreatScope =>
  findOrg(orgId)?.orgName === GLOBAL_ORG_NAME ? {} : { orgIds: [orgId] };

export function threatDays(now: number, date: string | undefined) {
  const latest = latestThreatDay(now);
  const dates = Array.from({ length: THREAT_DAYS }, (_, k) => dayString(latest - THREAT_DAYS + 1 + k));
  const day = date && dates.includes(date) ? Date.parse(`${date}T00:00:00Z`) / DAY_MS : latest;
  return { dates, day, date: dayString(day) };
}

type Input = Required<Pick<ThreatQuery, 'orgId' | 'ptr'>> & { date?: string };
function answer<T>(input: Input, now: number, read: (scope: ThreatScope, day: number) => T[]) {
  const { dates, day, date } = threatDays(now, input.date);
  return { dates, date, items: read(scopeOf(input.orgId), day) };
}

const analysis = (dataset: ThreatDataset) => (db: Database, input: Input, now: number) =>
  answer(input, now, (scope, day) =>
    currentWorld(db).threatAnalysis(scope, dataset, day, { days: THREAT_DAYS, ptr: input.ptr }),
  );
const intel = (dataset: IntelDataset) => (db: Database, input: Input, now: number) =>
  answer(input, now, (scope, day) =>
    currentWorld(db).threatIntel(scope, dataset, day, { days: THREAT_DAYS, ptr: input.ptr }),
  );

const unranked = analysis('unranked');
const unpopular = analysis('unpopular');
const byDomain = intel('domain');
const onHost = intel('host');
const onIp = intel('resolvedIp');

export const threatHandlers: HttpHandler[] = [
  defineHandler(topTrendingUnrankedEndpoint, ({ input, db, clock }) => unranked(db, input, clock.now())),
  defineHandler(topTrendingUnpopularEndpoint, ({ input, db, clock }) => unpopular(db, input, clock.now())),
  defineHandler(threatsMatchedByDomainEndpoint, ({ input, db, clock }) => byDomain(db, input, clock.now())),
  defineHandler(threatsMatchedOnHostEndpoint, ({ input, db, clock }) => onHost(db, input, clock.now())),
  defineHandler(threatsMatchOnResolvedIpEndpoint, ({ input, db, clock }) => onIp(db, input, clock.now())),
  defineHandler(intelGetEndpoint, ({ input, caller, db, clock }) =>
    indicatorIntel(currentWorld(db), input.searchString, scopeOf(caller.org.orgId), clock.now()),
  ),
  defineHandler(intelMspGetEndpoint, ({ input, db, clock }) =>
    indicatorIntel(currentWorld(db), input.searchString, scopeOf(input.orgId), clock.now()),
  ),
];
