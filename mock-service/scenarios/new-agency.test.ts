// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { filteredQueryTotalEndpoint } from '../../src/api/dashboard/contract';
import { clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { newAgency } from './new-agency';
import { listScenarios, removeScenario, startScenario } from './scenario-store';

useMockApi();
afterEach(() => clock.useRealTime());

/**
 * New agency on the Dashboard the console calls: an organization with no sources answers nothing
 * for 24 hours and 30 days (the "Start building your dashboard!" state); once started, it has
 * charts; removed, it is empty again.
 */
const NOW = SEED_NOW + 37 * 60_000;
const ORG = newAgency.orgId;
const total = async (duration: 24 | 30) => (await callApi(filteredQueryTotalEndpoint, { orgId: ORG, duration })).total;
const ours = () => ({
  orgs: db.organizations.all().filter((org) => org.orgId === ORG).length,
  sets: db.sourceSets.all().filter((set) => set.orgId === ORG).length,
  sources: db.sources.all().filter((source) => source.orgId === ORG).length,
});

describe('the New agency scenario', () => {
  it('onboards the organization, gives it its first sources and fills its Dashboard; removing empties it', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.globalAdmin);
    expect(ours()).toEqual({ orgs: 0, sets: 0, sources: 0 });
    const reply = await startScenario(db, newAgency.id, NOW);
    expect(reply.ok).toBe(true);
    expect(ours()).toEqual({ orgs: 1, sets: 1, sources: 3 });
    expect(await total(24)).toBeGreaterThan(0);
    const events = db.systemEvents.all().filter((event) => event.orgId === ORG);
    expect(events.map((event) => event.kind)).toEqual(['onboarding', 'sources', 'sources', 'sources']);

    for (const started of listScenarios(db, NOW).started) await removeScenario(db, started.id);
    expect(ours()).toEqual({ orgs: 1, sets: 0, sources: 0 });
    expect([await total(24), await total(30)]).toEqual([0, 0]);

    expect((await startScenario(db, newAgency.id, NOW)).ok).toBe(true);
    expect(ours()).toEqual({ orgs: 1, sets: 1, sources: 3 });
    expect(await total(24)).toBeGreaterThan(0);
  });

  it('refuses to start when an address is taken, and changes nothing', async () => {
    clock.useVirtualTime(NOW);
    const taken = db.sources.all().find((source) => source.sourceIP !== null)!;
    await updateRecord(db.sources, taken, { sourceIP: newAgency.firstSources!.ipv6[0] });
    const reply = await startScenario(db, newAgency.id, NOW);
    expect(reply).toMatchObject({ ok: false, message: expect.stringContaining('already an authorized source') });
    expect(ours()).toEqual({ orgs: 0, sets: 0, sources: 0 });
    expect(db.startedScenarios.all()).toEqual([]);
  });
});
