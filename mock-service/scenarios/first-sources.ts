import { recordSystemEvent } from '../alerts/system-events';
import { deleteRecord, updateRecord } from '../core/crud';
import type { Database } from '../db/database';
import { onboardedRecord, potentialOrg } from '../handlers/onboarding';
import { assertSetNameFree, checkNewAddress, checkSetName, createSet } from '../handlers/source-rules';
import { type Scenario, scenarioWindow } from './scenario';

/*
 * A scenario's first sources (New agency), written by the code the onboarding and Sources calls
 * run, so every screen and the System Events log see an ordinary new source set, dated from the
 * scenario's traffic start.
 */

const clockAt = (at: number) => ({ now: () => at, isoNow: () => new Date(at).toISOString() });
const BY = 'by the New agency demo scenario.';

/** The set a start adds: its id is made from the start, so the same start gives the same rows everywhere. */
const setIdOf = (scenario: Scenario, startedAt: number) => `ss-${scenario.id}-${startedAt.toString(36)}`;

/** Onboards the organization if it is not yet, and adds the set and its sources; throws a keyed MockError first when it cannot. */
export async function addFirstSources(db: Database, scenario: Scenario, startedAt: number, now: number): Promise<void> {
  const first = scenario.firstSources;
  if (!first) return;
  const from = scenarioWindow(scenario, startedAt).from;
  const exists = db.organizations.all().some((org) => org.orgId === scenario.orgId);
  const potential = exists ? null : potentialOrg(db, first.potentialOrgId);
  const name = checkSetName(first.setName, 'set');
  if (exists) assertSetNameFree(db, scenario.orgId, name, 'set');
  const addresses = [
    ...first.ipv4.map((ip) => ({ type: 'Ipv4' as const, ip: checkNewAddress(db, ip, 'Ipv4') })),
    ...first.ipv6.map((ip) => ({ type: 'Ipv6' as const, ip: checkNewAddress(db, ip, 'Ipv6') })),
  ];
  const clock = clockAt(now);
  if (potential) {
    const org = await db.organizations.create(
      onboardedRecord(potential, potential.name, { accountId: false, bypassPolicyPeerApproval: false }),
    );
    db.potentialOrganizations.delete(db.potentialOrganizations.all().find((p) => p.id === potential.id)!);
    await recordSystemEvent(db, clock, {
      orgId: org.orgId,
      kind: 'onboarding',
      summary: `${org.displayName} was onboarded ${BY}`,
    });
  }
  const id = setIdOf(scenario, startedAt);
  const set = await createSet(db, scenario.orgId, name, new Date(from).toISOString(), id);
  await updateRecord(db.sourceSets, set, { description: first.description });
  for (const [k, { type, ip }] of addresses.entries()) {
    await db.sources.create({
      orgId: scenario.orgId,
      id: `src-${id}-${k}`,
      type,
      sourceIP: ip,
      set: set.id,
      description: first.description,
      vendorName: null,
      listId: null,
      displayName: null,
      dateCreated: set.dateCreated,
    });
    await recordSystemEvent(db, clock, {
      orgId: scenario.orgId,
      kind: 'sources',
      summary: `Source ${ip} (${name}) was added ${BY}`,
    });
  }
}

/**
 * Takes the set and its sources away as if they had never been (not retired: the scenario's
 * traffic leaves every screen, past too). An organization it onboarded stays, with no sources.
 */
export function removeFirstSources(db: Database, scenario: Scenario, startedAt: number): void {
  const set = db.sourceSets.all().find((s) => s.id === setIdOf(scenario, startedAt));
  if (!set) return;
  for (const source of db.sources.all().filter((s) => s.set === set.id)) deleteRecord(db.sources, source);
  db.sourceSets.delete(set);
}
