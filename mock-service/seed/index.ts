import { config } from '../../src/config/env';
import { type DatabaseDump, type TableName, loadDatabase } from '../db/database';
import { resourceTablesVersion, seedResources } from '../db/resource-tables';
import { registeredUser } from '../db/records';
import { CURRENT_RULES_VERSION, PREVIOUS_RULES_VERSION } from '../db/rules-of-behavior';
import type { RulesOfBehaviorRecord, UserRecord } from '../db/schemas';
import { managementNetworks } from './networks';
import { ORGANIZATIONS, POTENTIAL_ORGANIZATIONS } from './organizations';
import { PERSONAS } from './personas';
import { createRandom } from './prng';
import { INFORMATION_BANNERS, REQUESTOR_EMAILS, orgRequests } from './requests';
import { personaUsers, staffUsers } from './users';
import { accessKeys } from './access-keys';
import { sourceSeed } from './sources';
import { enrollmentSeed } from './enrollment';
import { closedSetSeed } from './closed-sets';
import { policySeed } from './policies';
import { distributionLists } from './distribution-lists';
import { alertSets } from './alert-sets';
import { logStreams } from './log-streams';
import { logPushJobs } from './log-push-jobs';
import { scheduledExtracts } from './scheduled-extracts';

/**
 * Bump when the seed or a table's shape changes: snapshots of another version are replaced. A
 * resource table added through mock-service/db/resource-tables.ts changes it by itself.
 */
export const SEED_VERSION = `2026-11-27.1${resourceTablesVersion}/${config.orgType}`;

/** The seed's "today": dates in it are fixed so two seeds are identical. */
export const SEED_NOW = Date.UTC(2026, 10, 16, 14, 0, 0);

/** The whole demo database as plain records: pure and deterministic. */
export function buildSeed(): DatabaseDump {
  const random = createRandom(20261116);
  const staffing = { random, now: SEED_NOW, taken: new Set([...PERSONAS.map((p) => p.email), ...REQUESTOR_EMAILS]) };
  const orgById = new Map(ORGANIZATIONS.map((org) => [org.orgId, org]));

  // Personas added after the first ten draw from their own stream, so the staff generated after them stay as they were.
  const users: UserRecord[] = PERSONAS.flatMap((persona, i) =>
    personaUsers(persona, orgById, i < 10 ? staffing : { ...staffing, random: createRandom(20261124 + i) }),
  );
  for (const org of ORGANIZATIONS) users.push(...staffUsers(org, staffing));
  const requests = orgRequests(random);
  // The approved request already produced its Registered user, as approval does at run time.
  for (const request of requests.filter((r) => r.status === 'approved')) {
    const org = ORGANIZATIONS.find((o) => o.orgName === request.orgName)!;
    users.push(registeredUser({ orgId: org.orgId, ...request.requestor }, request.closedAt!));
  }

  const sourceTables = sourceSeed(ORGANIZATIONS, createRandom(20261123), SEED_NOW);
  const policyTables = policySeed(ORGANIZATIONS, SEED_NOW);
  const lists = distributionLists(ORGANIZATIONS, new Date(SEED_NOW - 30 * 86_400_000).toISOString());

  return {
    organizations: ORGANIZATIONS.map(({ domain: _d, areaCodes: _a, staff: _s, ...org }) => org),
    potentialOrganizations: POTENTIAL_ORGANIZATIONS.map((org) => ({ ...org })),
    orgRequests: requests,
    emailVerifications: [],
    users,
    informationBanners: INFORMATION_BANNERS.map((banner) => ({ ...banner })),
    rulesOfBehavior: rulesOfBehavior(users, random),
    managementNetworks: managementNetworks(ORGANIZATIONS, new Date(SEED_NOW - 90 * 86_400_000).toISOString()),
    accessKeys: accessKeys(ORGANIZATIONS, SEED_NOW),
    ...sourceTables,
    // The sets are built again (the same, deterministically) so the enrollment line stands alone.
    ...enrollmentSeed(sourceSeed(ORGANIZATIONS, createRandom(20261123), SEED_NOW).sourceSets, SEED_NOW),
    ...closedSetSeed(sourceSeed(ORGANIZATIONS, createRandom(20261123), SEED_NOW), SEED_NOW),
    ...policyTables,
    outbox: [],
    policyDisputes: [],
    distributionLists: lists,
    alertSets: alertSets(
      { distributionLists: lists, ...sourceTables, policies: policyTables.policies },
      new Date(SEED_NOW - 25 * 86_400_000).toISOString(),
    ),
    // Written as things happen (mock-service/alerts/system-events.ts); a fresh demo has none.
    systemEvents: [],
    logStreams: logStreams(ORGANIZATIONS, sourceTables.sourceSets, SEED_NOW),
    logPushJobs: logPushJobs(ORGANIZATIONS, SEED_NOW),
    // Written by Send Token and Verify Token as they happen; a fresh demo has none.
    logPushProofs: [],
    logPushFiles: [],
    // Written when a user previews DNS logs (mock-service/handlers/log-preview.ts).
    logPreviews: [],
    // Bulk coverage jobs are started by people; a fresh demo has none.
    coverageJobs: [],
    scheduledExtracts: scheduledExtracts({ ...sourceTables, users }, SEED_NOW),
    // Recorded as write calls succeed; the six months before the seed are computed (mock-service/audit/history.ts).
    auditEvents: [],
    // Started from the demo panel or a story link (mock-service/scenarios); a fresh demo has none.
    startedScenarios: [],
    ...seedResources({ organizations: ORGANIZATIONS, now: SEED_NOW }),
  };
}

/** Most people have accepted the current version; some an older one; the rest, and one persona, none. */
function rulesOfBehavior(users: UserRecord[], random: ReturnType<typeof createRandom>): RulesOfBehaviorRecord[] {
  const personas = new Map(PERSONAS.map((p) => [p.email, p]));
  const seen = new Set<string>();
  const records: RulesOfBehaviorRecord[] = [];
  for (const user of users) {
    if (seen.has(user.email) || !user.lastSignedIn) continue;
    seen.add(user.email);
    const persona = personas.get(user.email);
    const version = persona
      ? persona.signedRules
        ? CURRENT_RULES_VERSION
        : null
      : random.weighted([
          [CURRENT_RULES_VERSION, 85],
          [PREVIOUS_RULES_VERSION ?? CURRENT_RULES_VERSION, 10],
          [null, 5],
        ] as const);
    if (version === null) continue;
    records.push({ email: user.email, version, signedAt: user.createdAt });
  }
  return records;
}

export async function seedDatabase(only?: readonly TableName[]): Promise<void> {
  await loadDatabase(buildSeed(), only);
}
