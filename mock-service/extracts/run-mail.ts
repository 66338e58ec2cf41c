import type { Clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { sendMail } from '../core/outbox';
import { runWithEffect } from '../core/write-watch';
import type { Database } from '../db/database';
import { type RunState, runsOf } from './runs';

/*
 * 'User will receive a notification according to the cadence set' (spec 3 §2): each extract's
 * creator gets one e-mail for the newest run that finished since the last one mailed (a demo left
 * idle for days does not flood the outbox). Like alerts, no timers: checked when the demo moves
 * the clock and before a signed-in call, at most once a minute of the mock's time (backend.ts).
 */
const CHECK_EVERY_MS = 60_000;
let dueAt = Number.NEGATIVE_INFINITY;

export const extractMailsDue = (clock: Clock): boolean => clock.now() >= dueAt;
export function forgetExtractMailSchedule(): void {
  dueAt = Number.NEGATIVE_INFINITY;
}

const finished = (run: RunState) => run.status === 'success' || run.status === 'failed';

export function runMailBody(queryName: string, run: RunState): string {
  const when = new Date(run.runAt).toISOString().replace('T', ' ').slice(0, 16);
  return run.status === 'success'
    ? `Your scheduled extract ${queryName} ran at ${when} UTC. Its file is in Extract History and can be downloaded for 72 hours.`
    : `Your scheduled extract ${queryName} could not run at ${when} UTC. It will run again at its next scheduled time.`;
}

async function mailFinishedRuns(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  dueAt = now + CHECK_EVERY_MS;
  let sent = 0;
  for (const record of db.scheduledExtracts.all()) {
    const since = Date.parse(record.notifiedUntil ?? record.runsFrom);
    const newest = runsOf(record, now, since - 3 * 60_000).find(
      (run) => finished(run) && run.end !== null && run.end > since && run.end <= now,
    );
    if (!newest) continue;
    await sendMail(db, clock, {
      kind: 'extract.run',
      to: [record.createdBy],
      subject: `Scheduled extract ${newest.status === 'success' ? 'ready' : 'failed'}: ${record.queryName}`,
      body: runMailBody(record.queryName, newest),
      orgId: record.orgId,
      subjectId: record.queryId,
    });
    await updateRecord(db.scheduledExtracts, record, { notifiedUntil: new Date(now).toISOString() });
    sent++;
  }
  return sent;
}

/** Sends what fell due; answers whether anything was written. */
export async function sendExtractMails(db: Database, clock: Clock): Promise<boolean> {
  try {
    return (await runWithEffect('extracts.mail', 'write', () => mailFinishedRuns(db, clock))) > 0;
  } catch (error) {
    console.error('[mock] extract mails failed', error);
    return false;
  }
}
