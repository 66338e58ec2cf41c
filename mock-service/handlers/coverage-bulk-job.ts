import type { BulkStatus } from '../../src/api/coverage/bulk-contract';

/*
 * The bulk coverage job's state machine (spec 2 §4.3), computed from when it started, whether it
 * was cancelled, when the policies in force last changed and the mock's clock; never a timer.
 *
 *   none ──start──► QUEUED (3 s) ──► RUNNING (to 15 s) ──► SUCCESS
 *                      │                  │
 *                      │   a policy enforced or withdrawn meanwhile: ERROR (the result would
 *                      │   mix two policy sets; the user starts again)
 *                      └──cancel──► CANCELED (the console shows none and clears the file)
 */

export const BULK_QUEUED_MS = 3_000;
export const BULK_DONE_MS = 15_000;

export interface JobTimes {
  startedAt: number;
  canceledAt: number | null;
}

/** When the job's result is computed: the policies in force then are the ones it reports. */
export const doneAt = (job: JobTimes): number => job.startedAt + BULK_DONE_MS;

/** changes: the moments an enforcement interval opened or closed. */
export function bulkStatusAt(job: JobTimes | null, changes: readonly number[], now: number): BulkStatus {
  if (!job) return 'NONE';
  if (job.canceledAt !== null && job.canceledAt <= now) return 'CANCELED';
  const elapsed = now - job.startedAt;
  const changedBy = (t: number) => changes.some((c) => c > job.startedAt && c <= t);
  if (changedBy(Math.min(now, doneAt(job)))) return 'ERROR';
  if (elapsed < BULK_QUEUED_MS) return 'QUEUED';
  if (elapsed < BULK_DONE_MS) return 'RUNNING';
  return 'SUCCESS';
}

/** When a job queued or running at `now` reaches its end state, or null when it has (demo clock, core/jobs.ts). */
export function bulkEndsAt(job: JobTimes, changes: readonly number[], now: number): number | null {
  const status = bulkStatusAt(job, changes, now);
  return status === 'QUEUED' || status === 'RUNNING' ? doneAt(job) : null;
}
