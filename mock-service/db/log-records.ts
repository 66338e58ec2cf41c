import * as v from 'valibot';
import { logStreamSchema } from '../../src/api/log-streams/contract';
import { logPushJobSchema } from '../../src/api/log-push-jobs/contract';
import { scheduledExtractSchema } from '../../src/api/log-queries/extract-contract';
import { logQueryParamsSchema } from '../../src/api/log-queries/query-params';

// The records of the log screens' resources: streams, push jobs and their proofs, previews and extracts.

export const logStreamRecord = v.object({ ...logStreamSchema.entries, createdAt: v.string() });
export type LogStreamRecord = v.InferOutput<typeof logStreamRecord>;

/**
 * A log push job as the service keeps it: never the secret key or auth token. Its health is
 * computed when read (mock-service/log-push/batches.ts) from enabledAt and disabledAt on the
 * clock; refusingSince (seeded only) is when the simulated destination began to refuse batches.
 */
export const logPushJobRecord = v.object({
  ...v.omit(logPushJobSchema, ['path', 'health']).entries,
  createdAt: v.string(),
  enabledAt: v.nullable(v.string()),
  disabledAt: v.nullable(v.string()),
  refusingSince: v.nullable(v.string()),
});
export type LogPushJobRecord = v.InferOutput<typeof logPushJobRecord>;

/**
 * The ownership proof of one destination of an organization (src/api/log-push-jobs/ownership.ts):
 * the token last sent and a SHA-256 digest of the fields it was sent for, never the secrets.
 */
export const logPushProofRecord = v.object({
  id: v.string(),
  orgId: v.string(),
  destination: v.string(),
  phase: v.picklist(['sent', 'verified']),
  fingerprint: v.string(),
  fileName: v.string(),
  token: v.string(),
  sentAt: v.string(),
});

/** A file the simulated destination received (token files; batch files are computed, never stored). */
export const logPushFileRecord = v.object({
  id: v.string(),
  orgId: v.string(),
  destination: v.string(),
  fileName: v.string(),
  content: v.string(),
  writtenAt: v.string(),
});
/**
 * A user's DNS Logs preview in one organization (spec 3 §4): what was asked and when, nothing
 * else. Its status and rows are computed from startedAt, the clock and the DNS world when read;
 * from and to are the window fixed when it started (presets count back from then).
 */
export const logPreviewRecord = v.object({
  id: v.string(),
  userId: v.string(),
  orgId: v.string(),
  queryParams: logQueryParamsSchema,
  startedAt: v.string(),
  from: v.string(),
  to: v.string(),
});
export type LogPreviewRecord = v.InferOutput<typeof logPreviewRecord>;
/**
 * A scheduled extract as stored. Runs are not stored: they are computed from the schedule and the
 * clock (mock-service/extracts/runs.ts). What the schedule can no longer tell is kept: the runs of
 * schedules an update replaced (`history`), the query each run read (`versions`, by the time it
 * took effect), and the runs the seed says failed.
 */
export const extractRunRecord = v.object({
  runAt: v.string(),
  status: v.picklist(['success', 'failed', 'canceled']),
  start: v.nullable(v.string()),
  end: v.nullable(v.string()),
});
export const scheduledExtractRecord = v.object({
  ...v.omit(scheduledExtractSchema, ['nextRun', 'cadence', 'expiresOn', 'lastExecution', 'lastStatus', 'destination'])
    .entries,
  /** Runs of the current schedule are computed from here: when it was created or last changed. */
  runsFrom: v.string(),
  history: v.array(extractRunRecord),
  versions: v.array(v.object({ from: v.string(), queryParams: logQueryParamsSchema })),
  failedRunTimes: v.array(v.string()),
  /** Runs that ended by then have been mailed to the creator (extracts/run-mail.ts). */
  notifiedUntil: v.nullable(v.string()),
});
export type ScheduledExtractRecord = v.InferOutput<typeof scheduledExtractRecord>;
export type ExtractRunRecord = v.InferOutput<typeof extractRunRecord>;
