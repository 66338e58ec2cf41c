import { forgetAlertSchedule, sendDueAlerts } from './alerts/scheduler';
import { clock } from './core/clock';
import { notifyMutation } from './core/mutations';
import { db } from './db/database';
import { forgetExtractMailSchedule, sendExtractMails } from './extracts/run-mail';
import { sendDueReminders } from './handlers/policy-reminders';

/**
 * What falls due when someone moves the mock's clock (the demo panel in the worker, the mock
 * server's /__mock/clock controls): the 24-hour approval reminder, the alert periods that ended
 * and the extract runs that finished. A clock set back leaves nothing due until it passes them again.
 * Saves (notifyMutation) only when something was written.
 */
export async function afterClockMoved(): Promise<void> {
  if ((await sendDueReminders(db, clock)) > 0) await notifyMutation();
  forgetAlertSchedule();
  if (await sendDueAlerts(db, clock)) await notifyMutation();
  forgetExtractMailSchedule();
  if (await sendExtractMails(db, clock)) await notifyMutation();
}
