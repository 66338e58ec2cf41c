import type { ExtractRun, RunStatus } from '../../src/api/log-queries/extract-contract';
import {
  DAY_MS,
  DOWNLOAD_MS,
  lastRunBy,
  nextRunAfter,
  runTimesBetween,
} from '../../src/api/log-queries/extract-schedule';
import type { LogQueryParams } from '../../src/api/log-queries/query-params';
import type { ExtractRunRecord, ScheduledExtractRecord } from '../db/log-records';

/*
 * The run state machine of spec 3 §4, on the mock's clock: a run due at `runAt` is queued for a
 * minute (an immediate one not at all), runs for two, then succeeds, unless the seed says it
 * failed; an update cancels the old schedule's runs still queued or running. Everything is a
 * function of the record and `now`, so moving the clock moves the runs and nothing is stored.
 */
export const QUEUED_MS = 60_000;
export const RUNNING_MS = 120_000;
/** Extract History lists the runs of the last 30 days (the spec is silent; logs are kept 15). */
export const HISTORY_DAYS = 30;

export interface RunState {
  runAt: number;
  status: Exclude<RunStatus, 'expired'>;
  start: number | null;
  end: number | null;
}

type Schedule = Pick<ScheduledExtractRecord, 'when' | 'runsFrom' | 'failedRunTimes'>;

/** When the run due at `runAt` starts running. */
const startOf = (record: Schedule, runAt: number): number => runAt + (record.when.type === 'now' ? 0 : QUEUED_MS);

/** The state at `now` of the run due at `runAt`. */
export function runStateAt(record: Schedule, runAt: number, now: number): RunState {
  const start = startOf(record, runAt);
  const end = start + RUNNING_MS;
  if (now < start) return { runAt, status: 'queued', start: null, end: null };
  if (now < end) return { runAt, status: 'running', start, end: null };
  const failed = record.failedRunTimes.some((t) => Date.parse(t) === runAt);
  return { runAt, status: failed ? 'failed' : 'success', start, end };
}

const frozen = (run: ExtractRunRecord): RunState => ({
  runAt: Date.parse(run.runAt),
  status: run.status,
  start: run.start ? Date.parse(run.start) : null,
  end: run.end ? Date.parse(run.end) : null,
});

/** Every run due by `now` and not before `since`, newest first: the current schedule's, then older ones. */
export function runsOf(record: ScheduledExtractRecord, now: number, since = now - HISTORY_DAYS * DAY_MS): RunState[] {
  const savedAt = Date.parse(record.runsFrom);
  const current = runTimesBetween(record.when, savedAt, Math.max(since, savedAt), now)
    .map((runAt) => runStateAt(record, runAt, now))
    .reverse();
  const older = record.history
    .map(frozen)
    .filter((run) => run.runAt >= since)
    .sort((a, b) => b.runAt - a.runAt);
  return [...current, ...older];
}

/** When each run of the schedule queued or running at `now` ends (demo clock, core/jobs.ts). */
export function runningRunsEndAt(record: ScheduledExtractRecord, now: number): number[] {
  // A run ends at most QUEUED_MS + RUNNING_MS after it fell due: older ones have ended.
  return runsOf(record, now, now - QUEUED_MS - RUNNING_MS)
    .filter((run) => run.status === 'queued' || run.status === 'running')
    .map((run) => startOf(record, run.runAt) + RUNNING_MS);
}

/** The runs of the schedule an update replaces, as history: unfinished ones are canceled now. */
export function freezeRuns(record: ScheduledExtractRecord, now: number): ExtractRunRecord[] {
  const savedAt = Date.parse(record.runsFrom);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const replaced = runsOf(record, now, savedAt).map((run) =>
    run.status === 'queued' || run.status === 'running'
      ? { runAt: iso(run.runAt)!, status: 'canceled' as const, start: iso(run.start), end: iso(now) }
      : { runAt: iso(run.runAt)!, status: run.status, start: iso(run.start), end: iso(run.end) },
  );
  // The newest 200 are kept, so an hourly schedule edited now and then cannot grow without bound.
  return [...replaced, ...record.history].sort((a, b) => b.runAt.localeCompare(a.runAt)).slice(0, 200);
}

/** A run's id names its extract's run time, so the id alone finds the run again. */
export const executionIdOf = (queryId: string, runAt: number): string => `${queryId}.${runAt.toString(36)}`;
export function runAtOf(queryId: string, executionId: string): number | null {
  if (!executionId.startsWith(`${queryId}.`)) return null;
  const runAt = parseInt(executionId.slice(queryId.length + 1), 36);
  return Number.isFinite(runAt) ? runAt : null;
}

/** The query a run read: the version in effect at its run time. */
export function paramsAt(record: ScheduledExtractRecord, runAt: number): LogQueryParams {
  const versions = [...record.versions].sort((a, b) => a.from.localeCompare(b.from));
  const found = versions.filter((version) => Date.parse(version.from) <= runAt).at(-1) ?? versions[0];
  return found?.queryParams ?? record.queryParams;
}

export const downloadUntil = (run: RunState): number | null =>
  run.status === 'success' && run.end !== null ? run.end + DOWNLOAD_MS : null;

export function toWireRun(queryId: string, run: RunState, now: number): ExtractRun {
  const until = downloadUntil(run);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    executionId: executionIdOf(queryId, run.runAt),
    runDate: new Date(run.runAt).toISOString(),
    start: iso(run.start),
    end: iso(run.end),
    status: run.status,
    downloadStatus: until === null ? 'unavailable' : now < until ? 'available' : 'expired',
    downloadExpiresOn: iso(until),
  };
}

/** The list's view of the schedule at `now`: its last run, that run's status and the next one. */
export function scheduleNow(record: ScheduledExtractRecord, now: number) {
  const savedAt = Date.parse(record.runsFrom);
  const lastAt = lastRunBy(record.when, savedAt, now, savedAt);
  const last = lastAt !== null ? runStateAt(record, lastAt, now) : runsOf(record, now, -Infinity).at(0);
  const next = nextRunAfter(record.when, savedAt, now);
  return { last: last ?? null, next };
}
