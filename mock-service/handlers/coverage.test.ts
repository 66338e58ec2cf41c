// @vitest-environment node
import '../testing/api-base';
import { readCsv } from '../../src/lib/read-csv';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import {
  bulkStatusEndpoint,
  bulkSummaryEndpoint,
  cancelAffectingBulkEndpoint,
  downloadAffectingBulkEndpoint,
  listAffectingBulkEndpoint,
  startAffectingBulkEndpoint,
} from '../../src/api/coverage/bulk-contract';
import { listAffectingEndpoint } from '../../src/api/coverage/contract';
import { intelGetEndpoint } from '../../src/api/threats/contract';
import { policyRecListEndpoint } from '../../src/api/coverage/gap-contract';
import { policyTestEndpoint } from '../../src/api/coverage/tester-contract';
import { ErrorKey } from '../../src/api/error-keys';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { insertPolicy } from '../testing/policy-fixtures';
import { BULK_DONE_MS, BULK_QUEUED_MS } from './coverage-bulk-job';

useMockApi();

const CRYPTO = 'cryptomining.testcategory.com';
const usda = 'org-usda';
const setOf = (orgId: string) => db.sourceSets.all().find((s) => s.orgId === orgId && !s.deleted)!.id;

/** An organization policy of Agriculture in force from `from`, as approval would leave it. */
async function enforceUsdaPolicy(id: string, action: 'allow' | 'block', values: string[], from: number) {
  const type = action === 'allow' ? 'ALLOW' : 'BLOCK';
  const expression = [{ selector: 'domain' as const, operator: 'in' as const, values }];
  await insertPolicy({
    id,
    name: `Test ${id}`,
    orgId: usda,
    global: false,
    action: { type },
    expression,
    precedence: action === 'allow' ? 5 : 7,
  });
  await db.policyEnforcements.create({
    id: `enf-${id}`,
    policyId: id,
    orgId: usda,
    precedence: action === 'allow' ? 5 : 7,
    action,
    expression,
    sourceSetIds: [],
    from: new Date(from).toISOString(),
    until: null,
  });
}

describe('single indicator coverage', () => {
  it('lists the global policies redacted for a tenant, its own apart, and refuses what is no indicator', async () => {
    clock.useVirtualTime(SEED_NOW);
    actAs(PERSONA.tenantAdmin);
    const global = await callApi(listAffectingEndpoint, { orgId: usda, orgIdIsBlacklist: true, searchString: CRYPTO });
    expect(global.items.map((p) => [p.name, p.priority, p.expression.length])).toEqual([
      ['Redacted', 1, 0],
      ['Redacted', 1, 0],
    ]);
    const own = await callApi(listAffectingEndpoint, { orgId: usda, searchString: CRYPTO });
    expect(own.items.map((p) => p.name)).toEqual(['Block Cryptomining']);

    actAs(PERSONA.globalAdmin);
    const provider = await callApi(listAffectingEndpoint, { orgId: 'org-global', searchString: CRYPTO });
    expect(provider.items.map((p) => p.name)).toEqual(['Category Test Domains', 'Known Bad Domains']);
    const organizations = await callApi(listAffectingEndpoint, {
      orgId: 'org-global',
      orgIdIsBlacklist: true,
      searchString: CRYPTO,
    });
    expect(organizations.items.map((p) => p.orgName)).toContain('Department of Agriculture');
    expect(await callApi(intelGetEndpoint, { searchString: CRYPTO })).toMatchObject({
      securityRisks: ['Cryptomining'],
    });

    const refused = await failure(callApi(listAffectingEndpoint, { orgId: 'org-global', searchString: 'not a name' }));
    expect(refused?.errors[0]).toMatchObject({ key: ErrorKey.coverageIndicator, field: 'searchString' });
  });
});

describe('the bulk coverage job', () => {
  it('moves queued, running, success on the clock, sums and pages its result, and downloads it as CSV', async () => {
    // Not on a whole second: a link's time is kept to the second, the job's to the millisecond.
    clock.useVirtualTime(SEED_NOW + 250);
    actAs(PERSONA.globalAdmin);
    const email = PERSONA.globalAdmin;
    expect((await callApi(bulkStatusEndpoint, { email })).status).toBe('NONE');
    const list = [CRYPTO, 'malware.testcategory.com', 'never-heard-of.example', '192.0.2.1'];
    expect((await callApi(startAffectingBulkEndpoint, { domainList: list, fileName: 'iocs.csv' })).status).toBe(
      'QUEUED',
    );
    expect((await failure(callApi(bulkSummaryEndpoint, { email })))?.errors[0].key).toBe(ErrorKey.coverageBulkNotReady);
    const busy = await failure(callApi(startAffectingBulkEndpoint, { domainList: list, fileName: 'again.csv' }));
    expect(busy?.errors[0].key).toBe(ErrorKey.coverageBulkBusy);
    clock.advance(BULK_QUEUED_MS);
    expect((await callApi(bulkStatusEndpoint, { email })).status).toBe('RUNNING');
    clock.advance(BULK_DONE_MS - BULK_QUEUED_MS);
    expect((await callApi(bulkStatusEndpoint, { email })).status).toBe('SUCCESS');

    const summary = await callApi(bulkSummaryEndpoint, { email });
    expect(summary).toMatchObject({ totalCategorised: 2, coveredIndicators: 2, globalPolicyCount: 2 });
    expect(summary.organizationPolicyCount).toBeGreaterThanOrEqual(1);
    const page = await callApi(listAffectingBulkEndpoint, { orgId: 'org-global', pageSize: 2 });
    expect(page.itemCount).toBe(4);
    expect(page.items[0]).toMatchObject({ indicator: CRYPTO, securityRiskCategory: 'Cryptomining' });
    expect(page.items[0].organizationPolicies).toContain('Block Cryptomining (Department of Agriculture)');

    const { preSignedUrl } = await callApi(downloadAffectingBulkEndpoint, { email, orgId: 'org-global' });
    const csv = await readCsv(await (await fetch(preSignedUrl)).text());
    expect(csv[0]).toEqual([
      'Indicator',
      'Security Risk Category',
      'Content Category',
      'Global Policies',
      'Organization Policies',
    ]);
    expect(csv.slice(1).map((row) => row[0])).toEqual(list);
    // The IP's only policy (Watch Answers in Documentation Range) is pending review, not in force.
    expect(csv[4].slice(3)).toEqual(['', '']);

    // Someone else's job is not the caller's to read.
    const other = await failure(callApi(bulkStatusEndpoint, { email: PERSONA.globalUserManager }));
    expect(other?.errors[0].key).toBe(ErrorKey.forbidden);
  });

  it('is canceled by the user, errors when the policies in force change meanwhile, and refuses invalid files', async () => {
    clock.useVirtualTime(SEED_NOW);
    actAs(PERSONA.globalAdmin);
    const email = PERSONA.globalAdmin;
    await callApi(startAffectingBulkEndpoint, { domainList: [CRYPTO], fileName: 'a.csv' });
    expect((await callApi(cancelAffectingBulkEndpoint, { email })).status).toBe('CANCELED');
    await callApi(startAffectingBulkEndpoint, { domainList: [CRYPTO], fileName: 'b.csv' });
    clock.advance(1000);
    await enforceUsdaPolicy('pol-mid-job', 'block', ['example.com'], clock.now());
    clock.advance(BULK_DONE_MS);
    expect((await callApi(bulkStatusEndpoint, { email })).status).toBe('ERROR');

    const jobs = db.coverageJobs.count();
    const invalid = await failure(
      callApi(startAffectingBulkEndpoint, { domainList: ['ok.example.com', 'bad name'], fileName: 'c.csv' }),
    );
    expect(invalid?.errors[0]).toMatchObject({ key: ErrorKey.coverageBulkInvalid, detail: ['bad name'] });
    const tooMany = Array.from({ length: 501 }, (_, i) => `host${i}.example.com`);
    expect(
      (await failure(callApi(startAffectingBulkEndpoint, { domainList: tooMany, fileName: 'd.csv' })))?.errors[0].key,
    ).toBe(ErrorKey.coverageBulkTooMany);
    expect(db.coverageJobs.count()).toBe(jobs);
  });
});

describe('the policy tester', () => {
  it('names the deciding policy and those that lost on precedence, and a policy from its enforcement on', async () => {
    clock.useVirtualTime(SEED_NOW);
    actAs(PERSONA.tenantAdmin);
    const sourceSetId = setOf(usda);
    const verdict = await callApi(policyTestEndpoint, { orgId: usda, sourceSetId, indicator: CRYPTO });
    expect(verdict.decision).toBe('block');
    expect(verdict.decidedBy).toMatchObject({ name: 'Redacted', precedence: 0 });
    expect(verdict.alsoMatched.map((p) => [p.name, p.precedence])).toEqual([
      ['Redacted', 1],
      ['Block Cryptomining', 7],
    ]);

    const name = 'www.weather.gov';
    const before = await callApi(policyTestEndpoint, { orgId: usda, sourceSetId, indicator: name });
    await enforceUsdaPolicy('pol-weather-block', 'block', ['weather.gov'], SEED_NOW + 60_000);
    const after = await callApi(policyTestEndpoint, {
      orgId: usda,
      sourceSetId,
      indicator: name,
      at: new Date(SEED_NOW + 120_000).toISOString(),
    });
    expect(before.decidedBy?.id).not.toBe('pol-weather-block');
    expect(after).toMatchObject({ decision: 'block', decidedBy: { id: 'pol-weather-block' } });
    const elsewhere = await failure(
      callApi(policyTestEndpoint, { orgId: usda, sourceSetId: setOf('org-nasa'), indicator: name }),
    );
    expect(elsewhere?.errors[0]).toMatchObject({ key: ErrorKey.testerSourceSet, field: 'sourceSetId' });
  });
});

describe('the policy gap analysis', () => {
  it('gives the same week all week and the next one after Sunday, counted from the world', async () => {
    const wednesday = Date.UTC(2026, 10, 18, 12);
    clock.useVirtualTime(wednesday);
    actAs(PERSONA.tenantAdmin);
    const first = await callApi(policyRecListEndpoint, { orgId: usda });
    expect([first.windowStart, first.windowEnd]).toEqual(['2026-11-08T00:00:00.000Z', '2026-11-15T00:00:00.000Z']);
    const [rec] = first.policyRecs;
    expect(rec).toMatchObject({
      policyName: 'Allow Federal Sign-In Services',
      matched_values: ['login.gov', 'usa.gov'],
    });
    const counts = rec.recommended_domain_and_count;
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((c) => !c.domain_name.endsWith('login.gov') && !c.domain_name.endsWith('usa.gov'))).toBe(true);
    expect(counts.map((c) => c.occurences)).toEqual(counts.map((c) => c.occurences).sort((a, b) => b - a));

    clock.advance(3 * 86_400_000);
    actAs(PERSONA.tenantAdmin);
    expect(await callApi(policyRecListEndpoint, { orgId: usda })).toEqual(first);
    clock.advance(86_400_000);
    actAs(PERSONA.tenantAdmin);
    const next = await callApi(policyRecListEndpoint, { orgId: usda });
    expect(next.windowEnd).toBe('2026-11-22T00:00:00.000Z');
    expect(next.policyRecs[0].recommended_domain_and_count).not.toEqual(counts);
  });
});
