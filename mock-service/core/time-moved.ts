import { forgetAlertSchedule, sendDueAlerts } from '../alerts/scheduler';
import type { Database } from '../db/database';
import { forgetExtractMailSchedule, sendExtractMails } from '../extracts/run-mail';
import { sendDueReminders } from '../handlers/policy-reminders';
import type { Clock } from './clock';
import { notifyMutation } from './mutations';
import { carrySessionsForward } from './sessions';

/**
 * What falls due when the demo's clock is moved by hand: the 24-hour approval reminder, the alert
 * periods that ended and the mails of extract runs that finished; and the signed-in sessions keep
 * their idle time (a jump of the clock is not the user being idle). Shared by the worker's clock
 * call and core/jobs.ts, so every way of moving time sends the same e-mails.
 */
export async function afterTimeMoved(db: Database, clock: Clock, movedMs = 0): Promise<void> {
  carrySessionsForward(movedMs);
  if ((await sendDueReminders(db, clock)) > 0) await notifyMutation();
  // A clock set back leaves nothing due until it passes the alert periods again.
  forgetAlertSchedule();
  if (await sendDueAlerts(db, clock)) await notifyMutation();
  forgetExtractMailSchedule();
  if (await sendExtractMails(db, clock)) await notifyMutation();
}
