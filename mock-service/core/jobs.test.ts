// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { bulkStatusEndpoint, startAffectingBulkEndpoint } from '../../src/api/coverage/bulk-contract';
import { extractCreateEndpoint, extractHistoryEndpoint } from '../../src/api/log-queries/extract-contract';
import { previewAsyncEndpoint, previewStatusEndpoint } from '../../src/api/log-queries/preview-contract';
import { type LogQueryParams, unfilteredLogQuery } from '../../src/api/log-queries/query-params';
import { policyGetEndpoint } from '../../src/api/policies/contract';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { insertPolicy } from '../testing/policy-fixtures';
import { gapWindow } from '../world/gap';
import { clock } from './clock';
import { advanceToNextGapRefresh, finishRunningJobs, runningJobs } from './jobs';

useMockApi();
afterEach(() => clock.useRealTime());

/** Not on a whole second, so every end time below is the job's own, not a rounding. */
const NOW = SEED_NOW + 37 * 60_000 + 250;
const query = (): LogQueryParams => unfilteredLogQuery(NOW - 3_600_000, NOW);
/**
 * The stored records every job kind lives in: finishing reads them at a later time and writes
 * none. An extract's mail mark is the one write time passing makes (extracts/run-mail.ts).
 */
const tables = () => ({
  policies: db.policies.all(),
  previews: db.logPreviews.all(),
  coverage: db.coverageJobs.all(),
  extracts: db.scheduledExtracts.all().map(({ notifiedUntil: _mailed, ...extract }) => extract),
  users: db.users.all(),
  organizations: db.organizations.all(),
});

/** One job of every kind, started at NOW by the persona who may. */
async function startEveryKind() {
  clock.useVirtualTime(NOW);
  actAs(PERSONA.tenantAdmin);
  // As the start call leaves it (policy-impact.ts): PROFILING since NOW.
  await insertPolicy({
    id: 'pol-jobs',
    name: 'Jobs test',
    orgId: 'org-usda',
    global: false,
    status: 'PROFILING',
    statusBeforeAnalysis: 'NEW',
    analysisStartedAt: new Date(NOW).toISOString(),
  });
  const extract = await callApi(extractCreateEndpoint, {
    orgId: 'org-usda',
    queryName: 'Jobs test',
    description: '',
    queryParams: query(),
    when: { type: 'now' },
  } as Parameters<typeof callApi<typeof extractCreateEndpoint>>[1]);
  actAs(PERSONA.tenantReadOnly);
  await callApi(previewAsyncEndpoint, { orgId: 'org-doe', queryParams: query() });
  actAs(PERSONA.globalAdmin);
  await callApi(startAffectingBulkEndpoint, { domainList: ['cryptomining.testcategory.com'], fileName: 'a.csv' });
  return { queryId: extract.queryId };
}

describe('finish running jobs', () => {
  it('moves the clock to the latest end, so every kind of job reads its end state and no record changes', async () => {
    const { queryId } = await startEveryKind();
    expect(runningJobs(db, NOW).map((job) => job.kind)).toEqual([
      'logPreview',
      'policyImpact',
      'bulkCoverage',
      'extractRun',
    ]);
    const before = structuredClone(tables());

    // The extract run that started at once is the last to end: running two minutes.
    expect(await finishRunningJobs()).toEqual({ advancedMs: 120_000, finished: 4 });
    expect(clock.now()).toBe(NOW + 120_000);
    expect(clock.isVirtual()).toBe(true);
    expect(tables()).toEqual(before);
    expect(runningJobs(db, clock.now())).toEqual([]);

    actAs(PERSONA.tenantAdmin);
    const policy = await callApi(policyGetEndpoint, { orgId: 'org-usda', id: 'pol-jobs' });
    expect(policy.status).toBe('NEW');
    expect(policy.analysisData?.queryExecutionStatus).toBe('SUCCESS');
    const history = await callApi(extractHistoryEndpoint, { orgId: 'org-usda', queryId });
    expect(history.items.map((run) => run.status)).toEqual(['success']);
    actAs(PERSONA.tenantReadOnly);
    const preview = await callApi(previewStatusEndpoint, { orgId: 'org-doe', userId: PERSONA.tenantReadOnly });
    expect(preview.status).toBe('success');
    actAs(PERSONA.globalAdmin);
    expect((await callApi(bulkStatusEndpoint, { email: PERSONA.globalAdmin })).status).toBe('SUCCESS');

    // Nothing left running: a second call moves nothing.
    expect(await finishRunningJobs()).toEqual({ advancedMs: 0, finished: 0 });
    expect(clock.now()).toBe(NOW + 120_000);
  });

  it('leaves a real-time clock running when no job is running', async () => {
    clock.useRealTime();
    expect(runningJobs(db, clock.now())).toEqual([]);
    expect(await finishRunningJobs()).toEqual({ advancedMs: 0, finished: 0 });
    expect(clock.isVirtual()).toBe(false);
  });
});

describe('advance to the gap analysis refresh', () => {
  it('lands on the next Sunday 00:00 UTC, where the analysis reads the week just ended', async () => {
    clock.useVirtualTime(NOW);
    const week = gapWindow(NOW);
    const { advancedMs } = await advanceToNextGapRefresh();
    const landed = new Date(NOW + advancedMs);
    expect(landed.getUTCDay()).toBe(0);
    expect(landed.toISOString().slice(11)).toBe('00:00:00.000Z');
    expect(advancedMs).toBeGreaterThan(0);
    expect(advancedMs).toBeLessThanOrEqual(7 * 86_400_000);
    expect(gapWindow(clock.now()).from).toBe(week.to);
  });
});
