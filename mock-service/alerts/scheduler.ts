import type { AlertSet } from '../../src/api/alert-sets/contract';
import type { Clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { runWithEffect } from '../core/write-watch';
import { sendMail } from '../core/outbox';
import type { AlertSetRow, Database } from '../db/database';
import { GLOBAL_ORG_ID } from '../handlers/policy-store';
import { currentWorld } from '../world-adapter/current-world';
import type { Range } from '../world/traffic';
import { type DnsContext, type DnsFinding, evaluateDnsSet } from './dns-evaluation';
import { alertSubject, dnsAlertBody, systemAlertBody } from './message';
import { PERIOD_MS, boundaryAfter, duePeriods } from './periods';
import { type Happening, downageNotices, evaluateSystemSet, happeningOf } from './system-evaluation';

/*
 * The alert scheduler. The mock runs no timers: like the approval reminder, alerts fall due when
 * time has moved, and are sent where writes may happen: when the demo moves the mock's clock, and
 * before the worker serves a call once an hour boundary has passed since the last run
 * (backend.ts). Each enabled set is evaluated for every period of its cadence that ended since
 * lastEvaluatedAt (the end of the last period evaluated), at most CATCH_UP_PERIODS of them, so a
 * demo left idle for days does not flood the outbox; a set never evaluated gets its latest period.
 */

export const CATCH_UP_PERIODS = 24;

/** Whether any alert of the set is on: a set with every alert off never fires. */
export function isLive(set: AlertSet): boolean {
  if (set.alertType === 'System Events') return Object.values(set.system).some(Boolean);
  return set.policy.enabled || set.source.enabled || (set.providerPolicy.enabled && set.orgId !== GLOBAL_ORG_ID);
}

/** The distinct recipients of the set's lists (every list of the organization when it names none). */
export function recipientsOf(db: Database, set: AlertSet): string[] {
  const lists = db.distributionLists
    .all()
    .filter(
      (list) => list.orgId === set.orgId && (set.distribution.length === 0 || set.distribution.includes(list.id)),
    );
  const seen = new Map<string, string>();
  for (const { email } of lists.flatMap((list) => list.recipients))
    if (!seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  return [...seen.values()];
}

/** What a run needs from the database, read once and only when a set is due. */
function readings(db: Database) {
  let dns: DnsContext | undefined;
  let happenings: Happening[] | undefined;
  const names = new Map(db.organizations.all().map((org) => [org.orgId, org.displayName]));
  return {
    orgName: (orgId: string) => names.get(orgId) ?? orgId,
    policyName: (id: string) => db.policies.all().find((p) => p.id === id)?.name ?? id,
    dns(): DnsContext {
      if (dns) return dns;
      const keys = new Map<string, string>();
      for (const s of db.sources.all()) {
        const key = s.sourceIP ?? s.displayName ?? s.id;
        for (const alias of [s.sourceIP, s.displayName, s.id]) if (alias) keys.set(`${s.orgId}|${s.set}|${alias}`, key);
      }
      return (dns = {
        world: currentWorld(db),
        globalOrgId: GLOBAL_ORG_ID,
        keyOf: (orgId, setId, ip) => keys.get(`${orgId}|${setId}|${ip}`) ?? ip,
      });
    },
    happenings(): Happening[] {
      return (happenings ??= [
        ...db.systemEvents.all().map(happeningOf),
        ...downageNotices(db.informationBanners.all(), GLOBAL_ORG_ID),
      ]);
    },
  };
}

type Readings = ReturnType<typeof readings>;

/** Evaluates one period of a set and sends its e-mail when something fired; answers whether one went out. */
async function evaluatePeriod(db: Database, clock: Clock, set: AlertSetRow, period: Range, r: Readings) {
  const orgName = r.orgName(set.orgId);
  let kind: string;
  let body: string;
  if (set.alertType === 'System Events') {
    const events = evaluateSystemSet(set, period, r.happenings(), GLOBAL_ORG_ID);
    if (!events.length) return false;
    kind = 'alert.system';
    body = systemAlertBody(set, orgName, period, events, r.orgName);
  } else {
    const findings: DnsFinding[] = evaluateDnsSet(set, period, r.dns());
    if (!findings.length) return false;
    kind = 'alert.dns';
    body = dnsAlertBody(set, orgName, period, findings, r.policyName);
  }
  const to = recipientsOf(db, set);
  if (!to.length) return false;
  await sendMail(db, clock, {
    kind,
    to,
    subject: alertSubject(set, orgName),
    body,
    orgId: set.orgId,
    subjectId: set.id,
  });
  return true;
}

export interface AlertRun {
  /** Sets whose lastEvaluatedAt moved (the caller persists when any did). */
  evaluated: number;
  /** E-mails sent: one per set and period that fired. */
  sent: number;
}

/** When the next run can have anything to do: the next hour boundary after the last run. */
let dueAt = Number.NEGATIVE_INFINITY;
let running: Promise<AlertRun> | null = null;

/** O(1): whether an hour boundary passed since the last run (the check made before each call). */
export const alertsDue = (clock: Clock): boolean => clock.now() >= dueAt;

/** Forget the last run (a reset or restore replaced the sets): the next check runs. */
export function forgetAlertSchedule(): void {
  dueAt = Number.NEGATIVE_INFINITY;
}

async function run(db: Database, clock: Clock): Promise<AlertRun> {
  const now = clock.now();
  dueAt = boundaryAfter('Hourly', now);
  // The log need not outlive the longest catch-up (24 weeks): it would only grow the snapshot.
  const keepFrom = now - CATCH_UP_PERIODS * PERIOD_MS.Weekly - PERIOD_MS.Weekly;
  for (const event of db.systemEvents.all()) if (Date.parse(event.at) < keepFrom) db.systemEvents.delete(event);
  const r = readings(db);
  const result: AlertRun = { evaluated: 0, sent: 0 };
  for (const set of db.alertSets.all()) {
    const evaluatedUntil = set.lastEvaluatedAt === null ? null : Date.parse(set.lastEvaluatedAt);
    const periods = duePeriods(set.cadence, evaluatedUntil, now, CATCH_UP_PERIODS);
    if (!periods.length) continue;
    let alerted = false;
    // A set with every alert off is still marked evaluated: switching it on later does not replay the past.
    if (isLive(set))
      for (const period of periods)
        if (await evaluatePeriod(db, clock, set, period, r)) {
          alerted = true;
          result.sent++;
        }
    result.evaluated++;
    await updateRecord(db.alertSets, set, {
      lastEvaluatedAt: new Date(periods.at(-1)!.to).toISOString(),
      ...(alerted ? { lastAlertAt: clock.isoNow() } : {}),
    });
  }
  return result;
}

/** Evaluates every set that has periods due; concurrent callers share one run, so nothing is sent twice. */
export function runAlerts(db: Database, clock: Clock): Promise<AlertRun> {
  running ??= run(db, clock).finally(() => {
    running = null;
  });
  return running;
}

/**
 * Runs what fell due as a write call would: a read answered meanwhile is not blamed for its changes.
 * Never throws: a failed run must not fail the call it ran before (it is tried again in an hour).
 * Answers whether anything was written, so the caller can persist and announce it.
 */
export async function sendDueAlerts(db: Database, clock: Clock): Promise<boolean> {
  try {
    return (await runWithEffect('alerts.schedule', 'write', () => runAlerts(db, clock))).evaluated > 0;
  } catch (error) {
    console.error('[mock] alerts failed', error);
    return false;
  }
}
