import type { LogPushHealth } from '../../src/api/log-push-jobs/contract';
import { BATCH_MAX_RECORDS } from '../../src/api/log-push-jobs/rules';
import type { LogPushJobRecord } from '../db/log-records';
import { HOUR_MS } from '../world/inputs';
import type { World } from '../world/world';

/**
 * What an enabled job has delivered, computed when asked from the job's enabled interval and the
 * clock (never timers): one batch per closed hour of the organization's DNS world rows, split into
 * files of at most 100,000 records, arriving under a minute after the hour (spec 3 §9). A seeded
 * destination that began refusing (refusingSince) fails every batch from then on.
 */
export interface Batch {
  hour: number;
  fileName: string;
  records: number;
  deliveredAt: number;
  failed: boolean;
}

type Job = Pick<LogPushJobRecord, 'orgId' | 'id' | 'jobName' | 'type' | 'enabledAt' | 'disabledAt' | 'refusingSince'>;

/** 10 to 55 seconds after the hour, fixed per job and hour so every reading agrees. */
const delayMs = (jobId: string, hour: number) => {
  let h = hour;
  for (const c of jobId) h = (h * 31 + c.charCodeAt(0)) | 0;
  return (10 + (Math.abs(h) % 46)) * 1000;
};

const stamp = (hour: number) => new Date(hour).toISOString().slice(0, 13).replace(/[-T]/g, '');

/** The hours [first, last) whose batches are due by `now`, at most `limit`, newest first. */
function dueHours(job: Job, now: number, limit: number): number[] {
  if (!job.enabledAt) return [];
  const first = Math.ceil(Date.parse(job.enabledAt) / HOUR_MS) * HOUR_MS;
  const end = Math.min(now, job.disabledAt ? Date.parse(job.disabledAt) : now);
  const hours: number[] = [];
  for (let hour = Math.floor(end / HOUR_MS) * HOUR_MS - HOUR_MS; hour >= first && hours.length < limit; hour -= HOUR_MS)
    if (hour + HOUR_MS + delayMs(job.id, hour) <= now) hours.push(hour);
  return hours;
}

/** The job's batch files, newest first, for at most `limitHours` hours. */
export function batchesOf(job: Job, world: World, now: number, limitHours = 24): Batch[] {
  const refusing = job.refusingSince ? Date.parse(job.refusingSince) : Infinity;
  return dueHours(job, now, limitHours).flatMap((hour) => {
    const total = world.count({ from: hour, to: hour + HOUR_MS }, { orgIds: [job.orgId] });
    const parts = Math.max(1, Math.ceil(total / BATCH_MAX_RECORDS));
    const deliveredAt = hour + HOUR_MS + delayMs(job.id, hour);
    return Array.from({ length: parts }, (_, k) => ({
      hour,
      fileName: `${job.jobName}/pdns-${stamp(hour)}-${String(k + 1).padStart(3, '0')}.json.gz`,
      records: k < parts - 1 ? BATCH_MAX_RECORDS : total - BATCH_MAX_RECORDS * (parts - 1),
      deliveredAt,
      failed: deliveredAt >= refusing,
    })).reverse();
  });
}

const REFUSAL = {
  S3: 'AccessDenied: the bucket refused the batch (403 Forbidden)',
  Splunk: 'Invalid token: the collector refused the batch (HTTP 403)',
};

/**
 * Health (beyond the spec): the latest delivery and, when the latest attempt failed, its error.
 * Only the newest hour is counted for a healthy job; a failing one looks back to its last success.
 */
export function healthOf(job: Job, world: World, now: number): LogPushHealth {
  const latest = batchesOf(job, world, now, 1)[0];
  const none: LogPushHealth = { lastDeliveryAt: null, lastFileName: null, lastError: null, lastErrorAt: null };
  if (!latest) return none;
  if (!latest.failed)
    return { ...none, lastDeliveryAt: new Date(latest.deliveredAt).toISOString(), lastFileName: latest.fileName };
  // The last batch delivered before the destination began refusing, if the job was on by then.
  const refusing = Date.parse(job.refusingSince!);
  const lastGood = batchesOf({ ...job, refusingSince: null }, world, Math.min(refusing - 1, now), 1)[0];
  return {
    lastDeliveryAt: lastGood ? new Date(lastGood.deliveredAt).toISOString() : null,
    lastFileName: lastGood?.fileName ?? null,
    lastError: REFUSAL[job.type],
    lastErrorAt: new Date(latest.deliveredAt).toISOString(),
  };
}
