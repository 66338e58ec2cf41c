import * as v from 'valibot';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';
import { preSignedUrlResult } from '../files/contract';

/*
 * Sinkhole logs (spec 3 §2, §3, §7): the hourly files of the queries a sinkhole answered, in
 * the Global organization. The sinkhole addresses come from sinkhole.list (policies).
 */
export const sinkholeLogSchema = v.object({
  logId: v.string(),
  sinkholeIp: v.string(),
  creationDate: v.string(),
  expirationDate: v.string(),
  fileName: v.string(),
});
export type SinkholeLog = v.InferOutput<typeof sinkholeLogSchema>;

export const SINKHOLE_DURATIONS = ['1', '12', '24', 'custom'] as const;
export type SinkholeDuration = (typeof SINKHOLE_DURATIONS)[number];

const instant = v.pipe(v.string(), v.isoTimestamp('Date is not valid'));

/** A preset counts back from now; custom is a range of instants (start of the first day, end of the last). */
export const sinkholeDurationSchema = v.object({
  type: v.picklist(SINKHOLE_DURATIONS),
  startDate: v.optional(instant),
  endDate: v.optional(instant),
});
export type SinkholeDurationInput = v.InferInput<typeof sinkholeDurationSchema>;

export const sinkholeLogListEndpoint = defineListEndpoint({
  id: 'sinkholeLog.list',
  path: '/policy/api/sinkhole/list-logs',
  summary:
    'The hourly log files of one sinkhole address in the duration, newest first: downloadable for 90 days, listed 14 more. Errors: sinkhole.ipRequired (no sinkholeIp, "IP requreied"), request.invalid (a custom duration without its dates or with the end before the start).',
  item: sinkholeLogSchema,
  sortFields: ['creationDate'],
  defaultSort: { field: 'creationDate', order: 'des' },
  searchFields: [],
  filters: {
    orgId: orgIdSchema,
    // Optional in the schema so that a call without it gets the service's own answer, 'IP requreied'.
    sinkholeIp: v.optional(v.pipe(v.string(), v.maxLength(45))),
    duration: v.optional(sinkholeDurationSchema, { type: '24' }),
  },
});

export const sinkholeLogDownloadEndpoint = defineEndpoint({
  id: 'sinkholeLog.download',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/sinkhole/download-log',
  summary:
    "One hour's sinkhole log as CSV (a pre-signed link, 5 minutes). Errors: resource.notFound (no such file), file.expired (older than 90 days).",
  request: v.object({ orgId: orgIdSchema, logId: v.pipe(v.string(), v.maxLength(80)) }),
  result: preSignedUrlResult,
});
