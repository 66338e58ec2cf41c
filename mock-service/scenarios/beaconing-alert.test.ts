// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DISABLED_POLICY_ALERT,
  DISABLED_PROVIDER_POLICY_ALERT,
  NO_SYSTEM_ALERTS,
} from '../../src/api/alert-sets/contract';
import { runAlerts } from '../alerts/scheduler';
import { clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { db } from '../db/database';
import { SEED_NOW, seedDatabase } from '../seed/index';
import { currentWorld } from '../world-adapter/current-world';
import { WORLD_SEED, worldInputs } from '../world-adapter/world-inputs';
import { HOUR_MS } from '../world/inputs';
import { beaconing } from './beaconing';
import { scenarioQueries } from './scenario-queries';
import { startScenario } from './scenario-store';

/**
 * The beacon on an alert set watching its source's blocks, hour by hour: the hour it crosses the
 * threshold the set's e-mail is in the outbox, with the beacon's name on top; without it, none.
 */
const START = Math.floor(SEED_NOW / HOUR_MS) * HOUR_MS - 6 * HOUR_MS;
const HOUR = { from: START - HOUR_MS, to: START };
const BEFORE = { from: HOUR.from - HOUR_MS, to: HOUR.from };
const SET_ID = 'as-doe-beacon-watch';

const ours = () => db.outbox.all().filter((mail) => mail.subjectId === SET_ID);

describe('the beaconing scenario and the alert sets', () => {
  it('sends the e-mail of a set whose threshold the beacon crosses, and none without it', async () => {
    await seedDatabase();
    clock.useVirtualTime(START);
    const [first] = scenarioQueries(beaconing, START, worldInputs(db).sources, WORLD_SEED);
    const watch = { orgIds: [beaconing.orgId], sourceSetIds: [first.sourceSetId], sourceKeys: [first.sourceKey] };
    const blocks = (range: typeof HOUR) => currentWorld(db).count(range, { ...watch, decisions: ['block'] });
    const [usual, before] = [blocks(HOUR), blocks(BEFORE)];
    await db.alertSets.create({
      orgId: beaconing.orgId,
      id: SET_ID,
      alertType: 'DNS Events',
      name: 'Beacon Watch',
      description: 'Blocks from one workstation.',
      distribution: [],
      cadence: 'Hourly',
      organizationsForGlobal: [],
      policy: DISABLED_POLICY_ALERT,
      source: {
        enabled: true,
        actions: ['Block'],
        sources: [{ orgId: beaconing.orgId, ipAddresses: [{ sourceSetId: first.sourceSetId, ip: first.sourceKey }] }],
        sourceSets: [],
        // More than the workstation's usual blocks, and no fall on the hour before.
        trigger: { type: 'threshold', period: 'Hourly', minimumCount: usual + 1, changePercent: 0 },
      },
      providerPolicy: DISABLED_PROVIDER_POLICY_ALERT,
      system: NO_SYSTEM_ALERTS,
      lastEvaluatedAt: new Date(HOUR.from).toISOString(),
      lastAlertAt: null,
      createdAt: new Date(BEFORE.from).toISOString(),
    });
    await runAlerts(db, clock);
    expect(ours()).toEqual([]);

    const set = db.alertSets.all().find((s) => s.id === SET_ID)!;
    await updateRecord(db.alertSets, set, { lastEvaluatedAt: new Date(HOUR.from).toISOString() });
    expect((await startScenario(db, beaconing.id, START)).ok).toBe(true);
    const crossed = blocks(HOUR);
    // Every 5 minutes for the whole hour, all blocked by Known Bad Domains.
    expect(crossed).toBe(usual + 12);
    expect(crossed).toBeGreaterThanOrEqual(before);
    await runAlerts(db, clock);
    const [mail, ...more] = ours();
    expect(more).toEqual([]);
    expect(mail.kind).toBe('alert.dns');
    expect(mail.body).toContain(`Source alert: ${crossed} matching queries`);
    expect(mail.body).toContain(`  ${beaconing.domains[0].name}: 12`);
  });
});
