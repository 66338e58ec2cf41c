// @vitest-environment node
import '../testing/api-base';
import { readCsv } from '../../src/lib/read-csv';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { config } from '../../src/config/env';
import {
  PENDING_STATUSES,
  type Policy,
  pendingPolicyListEndpoint,
  policyDownloadEndpoint,
  policyGetEndpoint,
  policyListAllEndpoint,
  policyListEndpoint,
  policyListGlobalEndpoint,
  policyListLevelEndpoint,
} from '../../src/api/policies/contract';
import { policyManagerListEndpoint, statusHistoryEndpoint } from '../../src/api/policies/lifecycle-contract';
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
import { POLICY_LIST_COLUMNS } from './policy-download';
import { SINKHOLE_POOL, precedenceOf } from './policy-store';
import { ANALYSIS_DONE_MS, ANALYSIS_QUEUED_MS, INTERVAL_MS, candidateOf } from './policy-analysis';

useMockApi();
afterEach(() => clock.useRealTime());

const ACTIVE = ['ENFORCING', 'DISABLED', 'PENDING_ENABLE', 'PENDING_DISABLE'];

async function everyPage(orgId: string, statusFilterType: 'PENDING' | 'ACTIVE', pageSize = 4): Promise<Policy[]> {
  const all: Policy[] = [];
  let pageToken: string | null | undefined = undefined;
  do {
    const page: { items: Policy[]; nextPageKey?: string | null } = await callApi(policyListEndpoint, {
      orgId,
      statusFilterType,
      pageSize,
      pageToken,
    });
    all.push(...page.items);
    pageToken = page.nextPageKey;
  } while (pageToken);
  return all;
}

describe('policy list', () => {
  it("pages an organization's pending versions with the global ones, and the active ones apart", async () => {
    actAs(PERSONA.tenantAdmin);
    const first = await callApi(policyListEndpoint, { orgId: 'org-usda', pageSize: 4 });
    const pending = await everyPage('org-usda', 'PENDING');
    expect(pending).toHaveLength(first.itemCount);
    expect(new Set(pending.map((p) => p.id)).size).toBe(pending.length);
    expect(pending.every((p) => PENDING_STATUSES.includes(p.status))).toBe(true);
    expect(pending.every((p) => p.orgId === 'org-usda' || p.global)).toBe(true);
    expect(pending.map((p) => p.id)).toEqual(
      expect.arrayContaining(['policy-usda-social', 'policy-usda-weather', 'policy-usda-legacy-mail']),
    );

    const active = await everyPage('org-usda', 'ACTIVE');
    expect(active.every((p) => ACTIVE.includes(p.status))).toBe(true);
    expect(active.map((p) => p.id)).toEqual(
      expect.arrayContaining(['policy-usda-gambling', 'policy-usda-travel', 'policy-usda-ads', 'global-known-bad']),
    );
    expect(active.some((p) => p.orgId === 'org-doe' || p.orgId === 'org-nasa')).toBe(false);
    // The default order is newest change first.
    const times = active.map((p) => p.lastModified);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("redacts the provider's own policies for an agency, not for the Global organization", async () => {
    actAs(PERSONA.tenantAdmin);
    const active = await everyPage('org-usda', 'ACTIVE', 50);
    const knownBad = active.find((p) => p.id === 'global-known-bad')!;
    expect(knownBad).toMatchObject({
      name: 'Redacted',
      description: '',
      expression: [],
      sourceSetList: [],
      namedSourceSet: [],
      redacted: true,
      readOnly: true,
    });
    // Global - Commercial is not redacted.
    expect(active.find((p) => p.id === 'policy-gc-scam')).toMatchObject({
      name: 'Commercial Feed - Scam and Spam',
      redacted: false,
    });
    const search = await callApi(policyListEndpoint, {
      orgId: 'org-usda',
      statusFilterType: 'ACTIVE',
      searchString: 'Known Bad',
    });
    expect(search.itemCount).toBe(0);

    actAs(PERSONA.globalAdmin);
    const asProvider = await callApi(policyGetEndpoint, { orgId: 'org-global', id: 'global-known-bad' });
    expect(asProvider).toMatchObject({
      name: 'Known Bad Domains',
      redacted: false,
      precedence: 1,
      status: 'ENFORCING',
    });
    expect(asProvider.expression[0].selector).toBe('securityRiskCategory');
  });

  it('sorts by the flat action type, precedence and policy type, and searches names', async () => {
    actAs(PERSONA.tenantAdmin);
    const ask = (sortField: 'actionType' | 'precedence' | 'policyType', sortOrder: 'asc' | 'des' = 'asc') =>
      callApi(policyListEndpoint, {
        orgId: 'org-usda',
        statusFilterType: 'ACTIVE',
        pageSize: 100,
        sortField,
        sortOrder,
      });
    const byAction = (await ask('actionType')).items.map((p) => p.action.type);
    expect(byAction).toEqual([...byAction].sort());
    const byPrecedence = (await ask('precedence', 'des')).items.map((p) => p.precedence);
    expect(byPrecedence).toEqual([...byPrecedence].sort((a, b) => b - a));
    const types = (await ask('policyType')).items.map((p) =>
      !p.global ? 'Organization' : p.proprietary ? 'Global - Provider' : 'Global - Commercial',
    );
    expect(types).toEqual([...types].sort());

    const found = await callApi(policyListEndpoint, {
      orgId: 'org-usda',
      statusFilterType: 'ACTIVE',
      searchString: 'gambl',
    });
    expect(found.items.map((p) => p.id)).toEqual(['policy-usda-gambling']);
    expect((await failure(callApi(policyListEndpoint, { orgId: 'org-usda', sortField: 'orgId' as never })))?.key).toBe(
      ErrorKey.invalidRequest,
    );
  });

  it('answers the pending versions alone on pending-policy/list', async () => {
    actAs(PERSONA.policyApprover);
    const pending = await callApi(pendingPolicyListEndpoint, { orgId: 'org-usda', pageSize: 100 });
    const viaFilter = await callApi(policyListEndpoint, { orgId: 'org-usda', pageSize: 100 });
    expect(pending.items.map((p) => p.id)).toEqual(viaFilter.items.map((p) => p.id));
    // An enforcing policy edited since shows its pending version (UPDATED), so it is listed as pending.
    expect(pending.items.find((p) => p.id === 'policy-usda-lookalikes')?.status).toBe('UPDATED');
    // A list row carries its analysis's state, not its rows; policy.get sends them.
    const social = pending.items.find((p) => p.id === 'policy-usda-social')!;
    expect(social.analysisData).toMatchObject({
      queryExecutionStatus: 'SUCCESS',
      profilingInterval: '1 Week',
      items: [],
    });
    const got = await callApi(policyGetEndpoint, { orgId: 'org-usda', id: 'policy-usda-social' });
    expect(got.analysisData?.items.length).toBeGreaterThan(0);
    expect(got.analysisData?.items.every((item) => item.sourceset === got.namedSourceSet[0])).toBe(true);
  });

  it("refuses another organization's policy as not found at the field", async () => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(callApi(policyGetEndpoint, { orgId: 'org-usda', id: 'policy-nasa-gambling' }));
    expect(error?.errors[0]).toMatchObject({ key: ErrorKey.notFound, field: 'id' });
    expect(await callApi(policyGetEndpoint, { orgId: 'org-usda', id: 'policy-usda-social' })).toMatchObject({
      status: 'PENDING_APPROVAL',
      submittedBy: PERSONA.tenantAdmin,
      namedSourceSet: [expect.any(String)],
      precedence: precedenceOf({ global: false, proprietary: false, action: 'BLOCK' }),
    });
  });
});

describe('policy name lists', () => {
  it('lists every visible policy by name, the global ones in force, and one precedence level', async () => {
    actAs(PERSONA.tenantAdmin);
    const all = (await callApi(policyListAllEndpoint, { orgId: 'org-usda' })).items;
    const visible = db.policies.all().filter((p) => p.global || p.orgId === 'org-usda');
    expect(all).toHaveLength(visible.length);
    expect(all.filter((p) => p.name === 'Redacted').length).toBeGreaterThanOrEqual(3);

    const global = (await callApi(policyListGlobalEndpoint, { orgId: 'org-usda' })).items.map((p) => p.id);
    expect(global).toEqual(expect.arrayContaining(['global-known-bad', 'policy-gc-scam']));
    expect(global).not.toContain('policy-gc-compromised'); // pending approval, not in force
    expect(global).not.toContain('policy-gp-stealers'); // disabled

    const own = (await callApi(policyListLevelEndpoint, { orgId: 'org-usda', level: 'organization' })).items;
    expect(own.every((p) => !p.global)).toBe(true);
    expect(own.map((p) => p.id)).toContain('policy-usda-gambling');
    const provider = (await callApi(policyListLevelEndpoint, { orgId: 'org-usda', level: 'globalProvider' })).items;
    expect(provider[0]).toMatchObject({ id: 'global-test-domains', name: 'Redacted' });
    const commercial = (await callApi(policyListLevelEndpoint, { orgId: 'org-usda', level: 'globalCommercial' })).items;
    expect(commercial.map((p) => p.id).sort()).toEqual([
      'policy-gc-compromised',
      'policy-gc-scam',
      'policy-gc-tunneling',
    ]);
  });

  it('hands out a CSV of the policies the organization sees', async () => {
    actAs(PERSONA.tenantReadOnly);
    const { preSignedUrl } = await callApi(policyDownloadEndpoint, { orgId: 'org-doe' });
    const response = await fetch(preSignedUrl);
    expect(response.status).toBe(200);
    const [header, ...rows] = await readCsv(await response.text());
    expect(header).toEqual([...POLICY_LIST_COLUMNS]);
    const visible = db.policies.all().filter((p) => p.global || p.orgId === 'org-doe');
    expect(rows).toHaveLength(visible.length);
    expect(rows.find((row) => row[0] === 'Block Gambling')).toEqual([
      'Block Gambling',
      'ENFORCING',
      'BLOCK',
      '5',
      'Organization',
      expect.stringMatching(/^contentCategory in \d+$/),
    ]);
    expect(rows.map((row) => row[0])).not.toContain('Known Bad Domains');
  });
});

describe('status history', () => {
  it('lists status changes newest first', async () => {
    actAs(PERSONA.tenantAdmin);
    const { items, nextPageKey } = await callApi(statusHistoryEndpoint, {
      orgId: 'org-usda',
      policyId: 'policy-usda-travel',
    });
    expect(items.map((i) => i.status)).toEqual([
      'PENDING_ENABLE',
      'DISABLED',
      'PENDING_DISABLE',
      'ENFORCING',
      'PENDING_APPROVAL',
      'NEW',
    ]);
    expect(items[0]).toMatchObject({ action: 'Submitted for enable', updatedByFullName: 'Daniel Okafor' });
    expect(items[3]).toMatchObject({ action: 'Approved', updatedByFullName: 'Ruth Castellanos' });
    expect(nextPageKey).toBeNull();
  });

  it('pages by 50', async () => {
    actAs(PERSONA.tenantAdmin);
    for (let i = 0; i < 60; i++)
      await db.policyHistory.create({
        id: `ph-test-${i}`,
        policyId: 'policy-usda-legacy-mail',
        orgId: 'org-usda',
        status: i % 2 ? 'UPDATED' : 'NEW',
        action: 'Saved',
        dateTime: new Date(SEED_NOW + i * 60_000).toISOString(),
        updatedByFullName: 'Daniel Okafor',
        updatedByEmail: PERSONA.tenantAdmin,
      });
    const ask = { orgId: 'org-usda', policyId: 'policy-usda-legacy-mail' };
    const first = await callApi(statusHistoryEndpoint, ask);
    expect(first.items).toHaveLength(50);
    expect(first.itemCount).toBe(61);
    expect(first.items[0].dateTime).toBe(new Date(SEED_NOW + 59 * 60_000).toISOString());
    const second = await callApi(statusHistoryEndpoint, { ...ask, pageToken: first.nextPageKey });
    expect(second.items).toHaveLength(11);
    expect(second.nextPageKey).toBeNull();
    expect((await failure(callApi(statusHistoryEndpoint, { ...ask, policyId: 'nope' })))?.errors[0].field).toBe(
      'policyId',
    );
  });
});

describe('policy managers (approver candidates)', () => {
  it("lists the organization's active policy managers except the caller", async () => {
    actAs(PERSONA.tenantAdmin);
    const asDaniel = await callApi(policyManagerListEndpoint, { orgId: 'org-usda', roles: ['policyManager'] });
    const emails = asDaniel.items.map((m) => m.email);
    expect(emails).toContain(PERSONA.policyApprover);
    expect(emails).not.toContain(PERSONA.tenantAdmin);
    const expected = db.users
      .all()
      .filter(
        (u) =>
          u.orgId === 'org-usda' &&
          u.status === 'Active' &&
          u.roles.includes('policyManager') &&
          u.email !== PERSONA.tenantAdmin,
      );
    expect(emails.sort()).toEqual(expected.map((u) => u.email).sort());

    actAs(PERSONA.policyApprover);
    const asRuth = await callApi(policyManagerListEndpoint, { orgId: 'org-usda', roles: ['policyManager'] });
    expect(asRuth.items.map((m) => m.email)).toContain(PERSONA.tenantAdmin);
    expect(asRuth.items.map((m) => m.email)).not.toContain(PERSONA.policyApprover);

    const one = await callApi(policyManagerListEndpoint, { orgId: 'org-usda', roles: ['policyManager'], pageSize: 1 });
    expect(one.items).toHaveLength(1);
    expect(one.nextPageKey).not.toBeNull();
  });
});

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
