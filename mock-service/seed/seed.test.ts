// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '../../src/api/error-keys';
import { SERVICE_ROLES, TENANT_ROLES } from '../../src/api/roles';
import { db, dumpDatabase } from '../db/database';
import { errorMessages } from '../db/error-messages';
import { CURRENT_RULES_VERSION } from '../db/rules-of-behavior';
import type { UserRecord } from '../db/schemas';
import { seedDump } from '../testing/seed-snapshot';
import { buildSeed, seedDatabase } from './index';
import { PERSONAS } from './personas';

const seed = buildSeed();
const users = seed.users as UserRecord[];
const orgs = seed.organizations as {
  orgId: string;
  orgName: string;
  orgType: string;
  status: string;
  accountId: string | null;
}[];

describe('seed', () => {
  beforeAll(() => seedDatabase());

  it('is deterministic: two seeds are identical, record for record', async () => {
    expect(buildSeed()).toEqual(seed);
    const first = dumpDatabase();
    await seedDatabase();
    expect(dumpDatabase()).toEqual(first);
    expect(first).toEqual(seed);
  });

  it('is what the tests load: the copy built once per vitest run (tests/setup/seed-snapshot.ts)', () => {
    expect(process.env.PDNS_TEST_SEED_FILE).toBeTruthy();
    expect(seedDump()).toStrictEqual(JSON.parse(JSON.stringify(seed)));
    expect(seedDump()).toEqual(seed);
  });

  it('holds the operator, federal civilian agencies, CI entities, a managed-service and a suspended organization', () => {
    const names = orgs.map((o) => o.orgName);
    expect(names.slice(0, 2)).toEqual(['Global', 'Headquarters']);
    expect(orgs.filter((o) => o.orgType === 'FCEB').length).toBeGreaterThanOrEqual(12);
    expect(orgs.filter((o) => o.orgType === 'CI').length).toBeGreaterThanOrEqual(6);
    expect(orgs.filter((o) => o.accountId).map((o) => o.orgName)).toEqual(['Department of Labor']);
    expect(orgs.filter((o) => o.status === 'Suspended')).toHaveLength(1);
    expect(seed.potentialOrganizations).toHaveLength(8);
  });

  it('staffs every organization with 5 to 40 users, Social Security with 10,000, one record per person and organization', () => {
    for (const org of orgs) {
      const count = users.filter((u) => u.orgId === org.orgId).length;
      if (org.orgId === 'org-ssa') {
        // 10,000 staff, plus the requestor the seeded approved access request let in.
        expect(count).toBe(10_001);
        continue;
      }
      expect(count, org.orgName).toBeGreaterThanOrEqual(5);
      expect(count, org.orgName).toBeLessThanOrEqual(40);
    }
    expect(new Set(users.map((u) => `${u.orgId}/${u.email}`)).size).toBe(users.length);
    const statuses = new Set(users.map((u) => u.status));
    expect([...statuses].sort()).toEqual(['Active', 'Inactive', 'Registered', 'Suspended']);
  });

  it('gives out every base, service and tenant role, service roles only in Global', () => {
    const globalIds = new Set(orgs.filter((o) => o.orgName === 'Global').map((o) => o.orgId));
    const serviceHeld = new Set(users.filter((u) => globalIds.has(u.orgId)).flatMap((u) => u.roles));
    const tenantHeld = new Set(users.filter((u) => !globalIds.has(u.orgId)).flatMap((u) => u.roles));
    for (const role of SERVICE_ROLES) expect(serviceHeld, role).toContain(role);
    for (const role of TENANT_ROLES) expect(tenantHeld, role).toContain(role);
    const serviceOnly = SERVICE_ROLES.filter((r) => !(TENANT_ROLES as readonly string[]).includes(r));
    for (const role of serviceOnly) expect(tenantHeld, role).not.toContain(role);
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['Admin', 'User', '']));
  });

  it('has a user with no roles and a multi-agency user in at least three organizations', () => {
    expect(users.some((u) => u.role === '' && u.roles.length === 0)).toBe(true);
    const multi = users.filter((u) => u.roles.includes('multiAgencyUser'));
    const people = new Set(multi.map((u) => u.email));
    expect(people.size).toBe(1);
    expect(new Set(multi.map((u) => u.orgId)).size).toBeGreaterThanOrEqual(3);
  });

  it('offers personas that exist and together hold every role', () => {
    for (const persona of PERSONAS)
      expect(users.some((u) => u.email === persona.email && u.orgId === persona.orgId)).toBe(true);
    const held = new Set(PERSONAS.flatMap((p) => [p.role, ...p.roles]));
    for (const role of ['Admin', 'User', ...SERVICE_ROLES, ...TENANT_ROLES]) expect(held, role).toContain(role);
    expect(PERSONAS.some((p) => p.role === '' && p.roles.length === 0)).toBe(true);
    const personaOrgTypes = new Set(PERSONAS.map((p) => orgs.find((o) => o.orgId === p.orgId)!.orgType));
    expect(personaOrgTypes).toEqual(new Set(['Global', 'FCEB', 'CI']));
  });

  it('has most personas on the current rules of behavior and one who never signed', () => {
    const signed = new Map(
      seed.rulesOfBehavior.map((r) => [(r as { email: string }).email, (r as { version: string }).version]),
    );
    const unsigned = PERSONAS.filter((p) => !signed.has(p.email));
    expect(unsigned.map((p) => p.email)).toEqual(['grace.liu@nasa.gov']);
    for (const persona of PERSONAS.filter((p) => p.signedRules))
      expect(signed.get(persona.email)).toBe(CURRENT_RULES_VERSION);
  });

  it('has three pending and two closed access requests, and the approved one let its requestor in', () => {
    const requests = db.orgRequests.all();
    expect(requests.filter((r) => r.status === 'pending')).toHaveLength(3);
    expect(
      requests
        .filter((r) => r.status !== 'pending')
        .map((r) => r.status)
        .sort(),
    ).toEqual(['approved', 'denied']);
    const approved = requests.find((r) => r.status === 'approved')!;
    expect(db.users.all().find((u) => u.email === approved.requestor.email)?.status).toBe('Registered');
  });

  it('has an information banner and a message for every error key', () => {
    expect(db.informationBanners.count()).toBeGreaterThanOrEqual(1);
    for (const key of ERROR_KEYS) expect(errorMessages[key], key).toEqual(expect.any(String));
  });
});
