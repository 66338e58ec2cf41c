import type { AuditChange } from '../../src/api/audit/contract';
import { AUDIT_EVENT_FAMILIES, type AuditEventType } from '../../src/api/audit/events';
import type { UserRecord } from '../db/schemas';
import { createRandom, type Random } from '../seed/prng';
import { SEED_NOW, buildSeed } from '../seed/index';

/*
 * The six months of audit history before the seed's "today" (SEED_NOW), computed on demand like
 * the DNS world, never stored: the IndexedDB snapshot stays small and the same seed gives the
 * same history everywhere. A few events per organization on a working day (fewer at weekends),
 * in office hours, by the users the seed gave that organization (its admins where it has any).
 * What happened after SEED_NOW is what the calls recorded (recorder.ts).
 */
export const HISTORY_DAYS = 184;
const DAY_MS = 86_400_000;
export const HISTORY_START = Math.floor(SEED_NOW / DAY_MS) * DAY_MS - HISTORY_DAYS * DAY_MS;

export interface HistoryEvent {
  id: string;
  at: number;
  event: AuditEventType;
  orgId: string;
  email: string;
  changes: AuditChange[];
}

let seedUsers: Map<string, string[]> | null = null;

/** The seed's users per organization, as seeded (later changes do not rewrite the past). */
function actorsOf(orgId: string): string[] {
  if (!seedUsers) {
    seedUsers = new Map();
    const users = buildSeed().users as UserRecord[];
    for (const user of users.filter((u) => u.role === 'Admin' && Date.parse(u.createdAt) < SEED_NOW)) {
      seedUsers.set(user.orgId, [...(seedUsers.get(user.orgId) ?? []), user.email]);
    }
    for (const list of seedUsers.values()) list.sort();
  }
  // A large organization's first dozen admins do its administration.
  return (seedUsers.get(orgId) ?? []).slice(0, 12);
}

const hash = (text: string) =>
  Array.from(text).reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

const NAMES = ['Headquarters', 'Field Offices', 'Remote Workers', 'Data Center', 'Research Labs', 'Contractors'];
/** Who does what: onboarding and access decisions are the operator's; log push and streams need an account. */
const OPERATOR_ONLY = new Set<AuditEventType>(['Organization Onboarded', 'Access Request Reviewed']);
const GLOBAL_FAMILIES = new Set(['Organization', 'Policy', 'Pending Policy', 'User', 'Alert Set', 'Extract']);
const ACCOUNT_ONLY = new Set<AuditEventType>([
  'Log Push Created',
  'Log Push Updated',
  'Log Push Deleted',
  'Log Stream Created',
  'Log Stream Deleted',
]);

export interface HistoryOrg {
  orgId: string;
  global: boolean;
  /** Account-linked: log push and streams exist there. */
  linked: boolean;
}

/** Events an organization's admins plausibly make, sign-ins most of all. Requests come from outsiders: none. */
function choicesFor(org: Pick<HistoryOrg, 'global' | 'linked'>): [AuditEventType, number][] {
  const choices: [AuditEventType, number][] = [['User Signed In', 30]];
  for (const [family, events] of Object.entries(AUDIT_EVENT_FAMILIES)) {
    if (org.global && !GLOBAL_FAMILIES.has(family)) continue;
    for (const event of events) {
      if (event === 'User Signed In' || event === 'Access Request Submitted') continue;
      if (OPERATOR_ONLY.has(event) && !org.global) continue;
      if (ACCOUNT_ONLY.has(event) && (org.global || !org.linked)) continue;
      choices.push([event, 2]);
    }
  }
  return choices;
}
const CHOICES = new Map<string, [AuditEventType, number][]>();
const choicesOf = (org: HistoryOrg) => {
  const key = `${org.global}/${org.linked}`;
  if (!CHOICES.has(key)) CHOICES.set(key, choicesFor(org));
  return CHOICES.get(key)!;
};

function changeOf(event: AuditEventType, email: string, at: number, random: Random): AuditChange[] {
  if (event === 'User Signed In')
    return [
      {
        subject: `User ${email}`,
        fields: [{ field: 'lastSignedIn', before: null, after: new Date(at).toISOString() }],
      },
    ];
  const words = event.split(' ');
  const verb = words[words.length - 1];
  const subject = `${words.slice(0, -1).join(' ')} ${
    event.startsWith('Management Network') ? `10.${random.int(1, 250)}.${random.int(0, 255)}.0/24` : random.pick(NAMES)
  }`;
  if (verb === 'Created' || verb === 'Generated' || verb === 'Onboarded' || verb === 'Submitted')
    return [{ subject, fields: [{ field: 'status', before: null, after: 'created' }] }];
  if (verb === 'Deleted' || verb === 'Revoked')
    return [{ subject, fields: [{ field: 'status', before: 'active', after: null }] }];
  return [
    { subject, fields: [{ field: 'description', before: 'Previous description', after: 'Reviewed and updated' }] },
  ];
}

/** One organization's events of one UTC day (days before HISTORY_START or from SEED_NOW on have none). */
export function historyOfDay(org: HistoryOrg, dayStart: number): HistoryEvent[] {
  const { orgId } = org;
  if (dayStart < HISTORY_START || dayStart + DAY_MS > SEED_NOW + DAY_MS) return [];
  const actors = actorsOf(orgId);
  if (actors.length === 0) return [];
  const random = createRandom(hash(`${orgId}/${dayStart}`));
  const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
  const count = weekend
    ? random.chance(0.2)
      ? 1
      : 0
    : random.weighted([
        [0, 15],
        [1, 30],
        [2, 30],
        [3, 15],
        [4, 10],
      ] as const);
  const events: HistoryEvent[] = [];
  for (let i = 0; i < count; i++) {
    // 13:00 to 22:00 UTC: office hours across the US time zones.
    const at = dayStart + (13 + random.next() * 9) * 3_600_000;
    if (at >= SEED_NOW) continue;
    const email = random.pick(actors);
    const event = random.weighted(choicesOf(org));
    events.push({
      id: `hist-${orgId}-${dayStart / DAY_MS}-${i}`,
      at: Math.floor(at),
      event,
      orgId,
      email,
      changes: changeOf(event, email, at, random),
    });
  }
  return events;
}

/** Every history event of the organizations in [from, to). */
export function historyBetween(orgs: readonly HistoryOrg[], from: number, to: number): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  const first = Math.max(HISTORY_START, Math.floor(from / DAY_MS) * DAY_MS);
  const last = Math.min(to, SEED_NOW);
  for (let day = first; day < last; day += DAY_MS)
    for (const org of orgs) for (const e of historyOfDay(org, day)) if (e.at >= from && e.at < to) events.push(e);
  return events;
}
