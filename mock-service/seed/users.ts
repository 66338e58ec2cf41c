import { SERVICE_ROLES, TENANT_ROLES } from '../../src/api/roles';
import type { UserRecord } from '../db/schemas';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_INITIALS, SERVICE_TITLES, TENANT_TITLES } from './names';
import type { OrgSeed } from './organizations';
import type { PersonaSeed } from './personas';
import type { Random } from './prng';

const DAY = 86_400_000;

interface Staffing {
  random: Random;
  now: number;
  /** E-mails already taken (personas, access requestors); generated users avoid them. */
  taken: Set<string>;
}

const iso = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString();
const phone = (random: Random, org: OrgSeed): string =>
  `(${random.pick(org.areaCodes)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;

function uniqueEmail(first: string, last: string, domain: string, taken: Set<string>): string {
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

/** Fine-grained roles for a generated user; reporting manager and viewer exclude each other (one toggle). */
function rolesFor(random: Random, global: boolean): string[] {
  const pool = global
    ? SERVICE_ROLES.filter((r) => r !== 'globalReportingViewer')
    : TENANT_ROLES.filter((r) => r !== 'multiAgencyUser' && r !== 'reportingViewer');
  const roles: string[] = pool.filter(() => random.chance(global ? 0.22 : 0.28));
  const manager = global ? 'globalReportingManager' : 'reportingManager';
  if (!roles.includes(manager) && random.chance(0.4)) roles.push(global ? 'globalReportingViewer' : 'reportingViewer');
  return roles;
}

function activity(
  random: Random,
  now: number,
  status: UserRecord['status'],
): Pick<UserRecord, 'createdAt' | 'lastSignedIn'> {
  const createdAt = now - random.int(45, 900) * DAY - random.int(0, DAY);
  const ago = { Active: [0, 30], Inactive: [120, 400], Suspended: [40, 300], Registered: null, Pending: null }[status];
  const lastSignedIn = ago
    ? Math.max(createdAt + DAY, now - random.int(ago[0], ago[1]) * DAY - random.int(0, DAY))
    : null;
  return { createdAt: iso(createdAt), lastSignedIn: lastSignedIn === null ? null : iso(lastSignedIn) };
}

export function personaUsers(
  persona: PersonaSeed,
  orgs: ReadonlyMap<string, OrgSeed>,
  { random, now }: Staffing,
): UserRecord[] {
  const home = orgs.get(persona.orgId)!;
  const records = [{ orgId: persona.orgId, role: persona.role, roles: persona.roles }, ...(persona.alsoIn ?? [])];
  const since = now - random.int(200, 700) * DAY;
  return records.map((record, i) => ({
    orgId: record.orgId,
    email: persona.email,
    firstName: persona.firstName,
    middleName: '',
    lastName: persona.lastName,
    phone: phone(random, home),
    description: persona.description,
    role: record.role,
    roles: [...record.roles],
    status: 'Active',
    internalStatus: 'CONFIRMED',
    // Later records for the same person: the earliest is the home record sign-in uses.
    createdAt: iso(since + i * 30 * DAY),
    lastSignedIn: iso(now - random.int(1, 6) * DAY - random.int(0, DAY)),
  }));
}

export function staffUsers(org: OrgSeed, staffing: Staffing): UserRecord[] {
  const { random, now, taken } = staffing;
  const global = org.orgName === 'Global';
  return Array.from({ length: org.staff }, (_, i): UserRecord => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const status =
      i === 0
        ? 'Active'
        : random.weighted([
            ['Active', 80],
            ['Inactive', 7],
            ['Registered', 8],
            ['Suspended', 5],
          ] as const);
    const lead = i === 0 && !global;
    const role = lead || random.chance(0.1) ? 'Admin' : 'User';
    return {
      orgId: org.orgId,
      email: uniqueEmail(firstName, lastName, org.domain, taken),
      firstName,
      middleName: random.chance(0.35) ? random.pick(MIDDLE_INITIALS) : '',
      lastName,
      phone: phone(random, org),
      description: lead ? 'Chief Information Security Officer' : random.pick(global ? SERVICE_TITLES : TENANT_TITLES),
      role,
      roles: lead
        ? ['userManager', 'configurationManager', 'policyManager', 'reportingManager']
        : rolesFor(random, global),
      status,
      internalStatus: status === 'Registered' ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
      ...activity(random, now, status),
    };
  });
}
