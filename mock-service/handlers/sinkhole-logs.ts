import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import { ErrorKey } from '../../src/api/error-keys';
import { sinkholeLogDownloadEndpoint, sinkholeLogListEndpoint } from '../../src/api/sinkhole-logs/contract';
import {
  HOUR_MS,
  creationOf,
  expirationOf,
  fileNameOf,
  fileState,
  listableHours,
  logIdOf,
  parseLogId,
} from '../../src/api/sinkhole-logs/expiry';
import { defineHandler } from '../core/define-handler';
import { defineFileRecipe, issueFile } from '../core/files/files';
import { defineListHandler } from '../core/list-handler';
import { MockError, invalid, notFound } from '../core/mock-error';
import type { Database } from '../db/database';
import { currentWorld } from '../world-adapter/current-world';
import { sinkholeFilter, sinkholeHours, sinkholePolicyIds } from '../world-adapter/sinkhole-files';

/* Sinkhole logs (spec 3 §2, §5, §7, §9): hourly files from the DNS world's sinkhole decisions. */

type Duration = v.InferOutput<typeof sinkholeLogListEndpoint.request>['duration'];

function rangeOf(duration: Duration, now: number): { from: number; to: number } {
  if (duration.type !== 'custom') return { from: now - Number(duration.type) * HOUR_MS, to: now };
  if (!duration.startDate) throw invalid('duration.startDate', 'A custom duration needs a start date.');
  if (!duration.endDate) throw invalid('duration.endDate', 'A custom duration needs an end date.');
  const from = Date.parse(duration.startDate);
  const to = Date.parse(duration.endDate);
  if (from > now) throw invalid('duration.startDate', 'The start date cannot be later than today.');
  if (to < from) throw invalid('duration.endDate', 'The end date cannot be before the start date.');
  return { from, to };
}

const list = defineListHandler(sinkholeLogListEndpoint, ({ input, db, clock }) => {
  const ip = input.sinkholeIp?.trim();
  if (!ip) throw new MockError(ErrorKey.sinkholeIpRequired, 400, { field: 'sinkholeIp', message: 'IP requreied' });
  const now = clock.now();
  const { first, last } = listableHours(rangeOf(input.duration, now), now);
  const hours = sinkholeHours(db, currentWorld(db), sinkholePolicyIds(db, ip), first, last);
  return {
    rows: hours.map((hour) => ({
      logId: logIdOf(ip, hour),
      sinkholeIp: ip,
      creationDate: new Date(creationOf(hour)).toISOString(),
      expirationDate: new Date(expirationOf(creationOf(hour))).toISOString(),
      fileName: fileNameOf(ip, hour),
    })),
  };
});

export const SINKHOLE_LOG_COLUMNS = [
  'Timestamp',
  'Organization',
  'Source Set',
  'Source',
  'Query Name',
  'Record Type',
  'Protocol',
  'IP Version',
  'Sinkhole IP',
  'Policy',
] as const;

function sinkholeRows(db: Database, ip: string, hourStart: number): string[][] {
  const orgs = new Map(db.organizations.all().map((o) => [o.orgId, o.displayName || o.orgName]));
  const sets = new Map(db.sourceSets.all().map((s) => [s.id, s.name]));
  const policies = new Map(db.policies.all().map((p) => [p.id, p.name]));
  const rows: string[][] = [];
  const world = currentWorld(db);
  for (const row of world.rows({ from: hourStart, to: hourStart + HOUR_MS }, sinkholeFilter(sinkholePolicyIds(db, ip))))
    rows.push([
      new Date(row.time).toISOString(),
      orgs.get(row.orgId) ?? row.orgId,
      sets.get(row.sourceSetId) ?? row.sourceSetId,
      row.sourceKey,
      row.name,
      row.recordType,
      row.protocol,
      row.ipVersion,
      ip,
      policies.get(row.policyId ?? '') ?? row.policyId ?? '',
    ]);
  return rows.reverse();
}

/** One hour's sinkholed queries, oldest first, built when the link is opened. */
export const sinkholeLogFile = defineFileRecipe({
  id: 'sinkhole-log',
  params: v.object({ ip: v.string(), hourStart: v.number() }),
  contentType: 'text/csv; charset=utf-8',
  generate: ({ params, db }) => toCsv(SINKHOLE_LOG_COLUMNS, sinkholeRows(db, params.ip, params.hourStart)),
});

const download = defineHandler(sinkholeLogDownloadEndpoint, ({ input, db, clock, request }) => {
  const file = parseLogId(input.logId);
  if (!file) throw notFound('The sinkhole log', 'logId');
  const state = fileState(creationOf(file.hourStart), clock.now());
  if (state === 'expired')
    throw new MockError(ErrorKey.fileExpired, 410, { field: 'logId', message: 'Expired after 90 days.' });
  const hours =
    state === 'downloadable'
      ? sinkholeHours(db, currentWorld(db), sinkholePolicyIds(db, file.ip), file.hourStart, file.hourStart)
      : [];
  if (hours.length === 0) throw notFound('The sinkhole log', 'logId');
  return {
    preSignedUrl: issueFile(request, {
      recipe: sinkholeLogFile,
      params: file,
      name: fileNameOf(file.ip, file.hourStart),
      ttlSeconds: 300,
    }),
  };
});

export const sinkholeLogHandlers = [list, download];
