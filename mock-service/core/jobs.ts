import { type Database, db as defaultDb } from '../db/database';
import { runningRunsEndAt } from '../extracts/runs';
import { changesOf } from '../handlers/coverage-bulk';
import { bulkEndsAt } from '../handlers/coverage-bulk-job';
import { previewEndsAt } from '../handlers/log-preview-job';
import { analysisEndsAt } from '../handlers/policy-analysis';
import { nextGapRefreshAfter } from '../world/gap';
import { type Clock, clock as defaultClock } from './clock';
import { afterTimeMoved } from './time-moved';

/*
 * The demo's "Finish running jobs" (issue 17). Every long job of the mock is a function of when it
 * started and the clock, so finishing them is moving the clock to the latest end among those still
 * running: each job then reads its end state, and nothing stored is touched. Each job module says
 * when its running jobs end; this file only gathers them. No browser API: the mock server uses it too.
 */

export type JobKind = 'policyImpact' | 'logPreview' | 'bulkCoverage' | 'extractRun';

export interface RunningJob {
  kind: JobKind;
  /** The record it belongs to: a policy, a preview, a coverage job or a scheduled extract. */
  id: string;
  endsAt: number;
}

/** Every job queued or running at `now`, the one ending first first. */
export function runningJobs(db: Database, now: number): RunningJob[] {
  const jobs: RunningJob[] = [];
  const add = (kind: JobKind, id: string, endsAt: number | null) => {
    if (endsAt !== null && endsAt > now) jobs.push({ kind, id, endsAt });
  };
  for (const policy of db.policies.all()) add('policyImpact', policy.id, analysisEndsAt(policy.analysisStartedAt, now));
  for (const preview of db.logPreviews.all()) add('logPreview', preview.id, previewEndsAt(preview.startedAt, now));
  const changes = changesOf(db);
  for (const job of db.coverageJobs.all()) {
    const times = {
      startedAt: Date.parse(job.startedAt),
      canceledAt: job.canceledAt ? Date.parse(job.canceledAt) : null,
    };
    add('bulkCoverage', job.id, bulkEndsAt(times, changes, now));
  }
  for (const extract of db.scheduledExtracts.all())
    for (const end of runningRunsEndAt(extract, now)) add('extractRun', extract.queryId, end);
  return jobs.sort((a, b) => a.endsAt - b.endsAt);
}

export interface JobDeps {
  db?: Database;
  clock?: Clock;
}

/** Moves the clock by `ms` (pausing it) and sends what fell due meanwhile. */
async function advanceBy(ms: number, db: Database, clock: Clock): Promise<void> {
  clock.advance(ms);
  await afterTimeMoved(db, clock, ms);
}

/** Moves the clock to the latest end among the running jobs; with none running, nothing moves. */
export async function finishRunningJobs(deps: JobDeps = {}): Promise<{ advancedMs: number; finished: number }> {
  const { db = defaultDb, clock = defaultClock } = deps;
  const now = clock.now();
  const jobs = runningJobs(db, now);
  if (jobs.length === 0) return { advancedMs: 0, finished: 0 };
  const advancedMs = Math.max(...jobs.map((job) => job.endsAt)) - now;
  await advanceBy(advancedMs, db, clock);
  return { advancedMs, finished: jobs.length };
}

/** Moves the clock to the next Sunday 00:00 UTC, when the gap analysis reads a new week. */
export async function advanceToNextGapRefresh(deps: JobDeps = {}): Promise<{ advancedMs: number }> {
  const { db = defaultDb, clock = defaultClock } = deps;
  const now = clock.now();
  const advancedMs = nextGapRefreshAfter(now) - now;
  await advanceBy(advancedMs, db, clock);
  return { advancedMs };
}
