import { alertsDue, sendDueAlerts } from '../alerts/scheduler';
import type { Database } from '../db/database';
import { extractMailsDue, sendExtractMails } from '../extracts/run-mail';
import { sendDueReminders } from '../handlers/policy-reminders';
import type { Clock } from './clock';
import { notifyMutation } from './mutations';

/*
 * What falls due as the mock's clock passes by itself: the 24-hour approval reminders (spec 2
 * §4.1), the alert periods that ended and the mails of extract runs that finished. Reads never
 * write, so this runs before signed-in calls and, for a console left open with nobody clicking, on
 * a timer: a reminder goes out once 24 hours have passed on the mock's clock, in real time too.
 */

/** Sends whatever fell due; true when anything was written (the caller announces it). */
export async function sendWhatFellDue(db: Database, clock: Clock): Promise<boolean> {
  let wrote = false;
  if (alertsDue(clock) && (await sendDueAlerts(db, clock))) wrote = true;
  if (extractMailsDue(clock) && (await sendExtractMails(db, clock))) wrote = true;
  if ((await sendDueReminders(db, clock)) > 0) wrote = true;
  if (wrote) await notifyMutation();
  return wrote;
}

/** How often an idle mock looks: a reminder is at most this late. */
export const DUE_CHECK_INTERVAL_MS = 60_000;

/** Checks on a timer until stopped; `onWrote` tells the tabs. A check never overlaps the last one. */
export function checkDueEvery(
  db: Database,
  clock: Clock,
  onWrote: () => void,
  intervalMs = DUE_CHECK_INTERVAL_MS,
): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    sendWhatFellDue(db, clock)
      .then((wrote) => wrote && onWrote())
      .catch((error: unknown) => console.error('[mock] due check failed', error))
      .finally(() => (checking = false));
  }, intervalMs);
  // The Node mock server and tests must be able to exit while it runs.
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
