// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { config } from '../../src/config/env';
import { policyGetEndpoint } from '../../src/api/policies/contract';
import {
  fetchSinkholeEndpoint,
  profileStatusEndpoint,
  sinkholeListEndpoint,
} from '../../src/api/policies/impact-contract';
import { clock } from '../core/clock';
import { updateRecord } from '../core/crud';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { SINKHOLE_POOL } from './policy-store';
import { ANALYSIS_DONE_MS, ANALYSIS_QUEUED_MS, INTERVAL_MS, candidateOf } from './policy-analysis';

useMockApi();
afterEach(() => clock.useRealTime());

describe('sinkholes', () => {
  it('lists the sinkholes in use and the next free addresses of the pool', async () => {
    // The critical-infrastructure variant seeds no sinkholes: one is added here so both variants test the same.
    const cobalt = db.policies.all().find((p) => p.id === 'policy-gp-sinkhole-cobalt');
    expect(Boolean(cobalt)).toBe(config.orgType !== 'CI');
    const known = db.policies.all().find((p) => p.id === 'global-known-bad')!;
    await db.policies.create({
      ...structuredClone({ ...known }),
      id: 'policy-test-sinkhole',
      policyId: 'policy-test-sinkhole',
      name: 'Test Sinkhole',
      readOnly: false,
      action: { type: 'OVERRIDE', destination: [SINKHOLE_POOL[2]], isSinkholeOverride: true },
    });
    await db.policies.create({
      ...structuredClone({ ...known }),
      id: 'policy-test-sinkhole-off',
      policyId: 'policy-test-sinkhole-off',
      name: 'Disabled Sinkhole',
      status: 'DISABLED',
      readOnly: false,
      action: { type: 'OVERRIDE', destination: [SINKHOLE_POOL[3]], isSinkholeOverride: true },
    });
    actAs(PERSONA.globalAdmin);
    const { sinkholeList, nextAvailableSinkholes } = await callApi(sinkholeListEndpoint, { orgId: 'org-global' });
    expect(sinkholeList).toContainEqual({
      ipAddress: SINKHOLE_POOL[2],
      policy: 'Test Sinkhole',
      policyId: 'policy-test-sinkhole',
      policyType: 'Global - Provider',
      global: true,
    });
    if (cobalt) expect(sinkholeList.map((s) => s.policyId)).toContain(cobalt.id);
    // A disabled override gave its address back.
    expect(sinkholeList.map((s) => s.ipAddress)).not.toContain(SINKHOLE_POOL[3]);
    expect(nextAvailableSinkholes).toContain(SINKHOLE_POOL[3]);
    const used = new Set(sinkholeList.map((s) => s.ipAddress));
    expect(nextAvailableSinkholes.length).toBeGreaterThan(0);
    expect(nextAvailableSinkholes.some((ip) => used.has(ip))).toBe(false);
    expect(nextAvailableSinkholes[0]).toBe(SINKHOLE_POOL.find((ip) => !used.has(ip)));

    const policy = await callApi(fetchSinkholeEndpoint, {
      orgId: 'org-global',
      id: 'policy-test-sinkhole',
      sinkholeIp: SINKHOLE_POOL[2],
    });
    expect(policy).toMatchObject({
      name: 'Test Sinkhole',
      action: { type: 'OVERRIDE', isSinkholeOverride: true, destination: [SINKHOLE_POOL[2]] },
    });
    const wrong = await failure(
      callApi(fetchSinkholeEndpoint, { orgId: 'org-global', id: 'policy-test-sinkhole', sinkholeIp: '10.0.0.1' }),
    );
    expect(wrong?.errors[0]).toMatchObject({ key: ErrorKey.notFound, field: 'sinkholeIp' });
  });
});

describe('impact analysis state', () => {
  it('moves QUEUED → RUNNING → SUCCESS on the clock, PROFILING meanwhile, with the world’s numbers per source set', async () => {
    clock.useVirtualTime(SEED_NOW);
    const record = db.policies.all().find((p) => p.id === 'policy-usda-shopping')!;
    const started = await updateRecord(db.policies, record, {
      status: 'PROFILING',
      statusBeforeAnalysis: 'UPDATED',
      sourceSetList: [],
      namedSourceSet: [],
      analysisStartedAt: clock.isoNow(),
      analysisData: {
        items: [],
        dateAnalyzed: null,
        profilingInterval: '1 Week',
        queryExecutionStatus: 'QUEUED',
        queryExecutionId: 'query-test',
        invalidExpression: false,
      },
    });
    actAs(PERSONA.tenantAdmin);
    const ask = { orgId: 'org-usda', id: started.id };
    expect(await callApi(profileStatusEndpoint, ask)).toMatchObject({ queryExecutionStatus: 'QUEUED', items: [] });
    expect((await callApi(policyGetEndpoint, ask)).status).toBe('PROFILING');

    clock.advance(ANALYSIS_QUEUED_MS);
    expect((await callApi(profileStatusEndpoint, ask)).queryExecutionStatus).toBe('RUNNING');
    clock.advance(ANALYSIS_DONE_MS - ANALYSIS_QUEUED_MS - 1);
    expect((await callApi(profileStatusEndpoint, ask)).queryExecutionStatus).toBe('RUNNING');
    clock.advance(1);
    const done = await callApi(profileStatusEndpoint, ask);
    expect(done).toMatchObject({
      queryExecutionStatus: 'SUCCESS',
      profilingInterval: '1 Week',
      queryExecutionId: 'query-test',
      invalidExpression: false,
      dateAnalyzed: new Date(SEED_NOW + ANALYSIS_DONE_MS).toISOString(),
    });
    expect((await callApi(policyGetEndpoint, ask)).status).toBe('UPDATED');

    const world = currentWorld().impact(candidateOf(started, SEED_NOW), {
      from: SEED_NOW - INTERVAL_MS['1 Week'],
      to: SEED_NOW,
    });
    const names = new Map(db.sourceSets.all().map((s) => [s.id, s.name]));
    expect(done.items.length).toBeGreaterThan(1);
    expect(done.items).toEqual(
      world.bySourceSet.map((row) => ({
        sourceset: names.get(row.sourceSetId),
        totalaffected: row.affected,
        totalcount: row.total,
      })),
    );
    expect(done.items.reduce((sum, item) => sum + item.totalaffected, 0)).toBeGreaterThan(0);
  });

  it('gives a global policy one row per organization', async () => {
    clock.useVirtualTime(SEED_NOW);
    actAs(PERSONA.globalAdmin);
    const done = await callApi(profileStatusEndpoint, { orgId: 'org-global', id: 'policy-gc-compromised' });
    expect(done.queryExecutionStatus).toBe('SUCCESS');
    const orgNames = new Set(db.organizations.all().map((o) => o.displayName));
    expect(done.items.length).toBeGreaterThan(3);
    expect(done.items.every((item) => item.organization && orgNames.has(item.organization) && !item.sourceset)).toBe(
      true,
    );
  });

  it('marks an expression on answers as one the analysis cannot evaluate', async () => {
    clock.useVirtualTime(SEED_NOW);
    actAs(PERSONA.tenantAdmin);
    const status = await callApi(profileStatusEndpoint, { orgId: 'org-usda', id: 'policy-usda-resolved-ip' });
    expect(status).toMatchObject({ queryExecutionStatus: 'SUCCESS', invalidExpression: true, items: [] });
    const none = await callApi(profileStatusEndpoint, { orgId: 'org-usda', id: 'policy-usda-legacy-mail' });
    expect(none).toMatchObject({ queryExecutionStatus: 'NONE', queryExecutionId: null });
  });
});
