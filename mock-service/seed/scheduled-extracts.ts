import { DAY_MS, HOUR_MS } from '../../src/api/log-queries/extract-schedule';
import { type LogQueryParams, unfilteredLogQuery } from '../../src/api/log-queries/query-params';
import type { SourceSetRecord, UserRecord } from '../db/schemas';
import type { ScheduledExtractRecord } from '../db/log-records';

/*
 * A few scheduled extracts per reporting organization (spec 3 §2): a daily one with one failed
 * run, a weekly one, and a single custom-range one that has expired. Times are written in a US
 * Eastern or Pacific offset, as the person who scheduled them would have, relative to the seed's
 * now; runs follow from them on the mock's clock.
 */
const ORGS: { orgId: string; offset: number; creator: string }[] = [
  { orgId: 'org-usda', offset: -5, creator: 'daniel.okafor@usda.gov' },
  { orgId: 'org-doe', offset: -5, creator: '' },
  { orgId: 'org-dol', offset: -5, creator: 'kevin.park@dol.gov' },
  { orgId: 'org-crwa', offset: -8, creator: 'teresa.alvarez@crwa.org' },
];

/** An instant written in a whole-hour offset: '2026-11-06T06:00:00.000-05:00'. */
export function isoInOffset(ms: number, offsetHours: number): string {
  const local = new Date(ms + offsetHours * HOUR_MS).toISOString().slice(0, 23);
  const sign = offsetHours < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
}

/** The local hour `hour` of the day `daysBack` before `now`, as epoch ms. */
const localHour = (now: number, daysBack: number, hour: number, offset: number) =>
  Math.floor((now + offset * HOUR_MS) / DAY_MS) * DAY_MS - daysBack * DAY_MS + hour * HOUR_MS - offset * HOUR_MS;

const query = (over: Partial<LogQueryParams>, now: number): LogQueryParams =>
  unfilteredLogQuery(now - 24 * HOUR_MS, now, over);

export function scheduledExtracts(
  tables: { sourceSets: readonly SourceSetRecord[]; users: readonly UserRecord[] },
  now: number,
): ScheduledExtractRecord[] {
  return ORGS.flatMap(({ orgId, offset, creator }) => {
    const manager = tables.users.find((u) => u.orgId === orgId && u.roles.includes('reportingManager'));
    const createdBy = creator || manager?.email || `reports@${orgId.slice(4)}.gov`;
    const set =
      tables.sourceSets.find((s) => s.orgId === orgId && !s.deleted && !s.isDefault) ??
      tables.sourceSets.find((s) => s.orgId === orgId);
    const slug = orgId.slice(4);
    const base = (
      n: number,
      createdDaysBack: number,
      fields: Pick<ScheduledExtractRecord, 'queryName' | 'description' | 'queryParams' | 'when'>,
      failedRunTimes: string[] = [],
    ): ScheduledExtractRecord => {
      const createdOn = isoInOffset(localHour(now, createdDaysBack, 10, offset) + 17 * 60_000, offset);
      return {
        ...fields,
        queryId: `xq-${slug}-${n}`,
        createdBy,
        createdOn: new Date(createdOn).toISOString(),
        orgId,
        apiKey: '',
        runsFrom: new Date(createdOn).toISOString(),
        history: [],
        versions: [{ from: new Date(createdOn).toISOString(), queryParams: fields.queryParams }],
        failedRunTimes,
        // The seed's past runs were mailed when they ran.
        notifiedUntil: new Date(now).toISOString(),
      };
    };
    const dailyStart = localHour(now, 9, 6, offset);
    const customEnd = localHour(now, 14, 0, offset);
    return [
      base(
        1,
        10,
        {
          queryName: 'Daily Blocked Requests',
          description: 'Every blocked query of the past day, for the morning security review.',
          queryParams: query({ actions: [{ name: 'Block', value: 'blocked' }] }, now),
          when: { type: 'scheduled', start: isoInOffset(dailyStart, offset), end: null, reoccur: { type: 'day' } },
        },
        [new Date(dailyStart + 6 * DAY_MS).toISOString()],
      ),
      base(2, 21, {
        queryName: 'Weekly Source Set Review',
        description: set ? `Queries of ${set.name}, Mondays and Wednesdays.` : 'Queries of every source set.',
        queryParams: query({ sourceSets: set ? [{ name: set.name, value: set.id, orgId }] : [] }, now),
        when: {
          type: 'scheduled',
          start: isoInOffset(localHour(now, 20, 8, offset), offset),
          end: null,
          reoccur: { type: 'week', days: [2, 4], every: 1 },
        },
      }),
      base(3, 14, {
        queryName: 'Incident Lookback',
        description: 'One-off extract of the AAAA queries of an incident window.',
        queryParams: query(
          {
            recordTypes: [{ name: 'AAAA', value: 'AAAA' }],
            durationType: 'custom',
            duration: {
              startDate: new Date(customEnd - 6 * HOUR_MS).toISOString(),
              endDate: new Date(customEnd).toISOString(),
            },
          },
          now,
        ),
        when: {
          type: 'scheduled',
          start: isoInOffset(localHour(now, 13, 9, offset), offset),
          end: null,
          reoccur: null,
        },
      }),
    ];
  });
}
