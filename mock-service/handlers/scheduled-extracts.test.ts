// @vitest-environment node
import '../testing/api-base';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import type { RequestOf } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  extractCreateEndpoint,
  extractDeleteEndpoint,
  extractHistoryEndpoint,
  extractListEndpoint,
  extractResultsEndpoint,
  extractUpdateEndpoint,
} from '../../src/api/log-queries/extract-contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { extractCsv, runQuery } from '../extracts/extract-file';
import { forgetExtractMailSchedule, sendExtractMails } from '../extracts/run-mail';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';

useMockApi();
afterEach(() => clock.useRealTime());

const HOUR = 3_600_000;
/** 25 November 2026 15:20 UTC: after the seed, within the world's data. */
const NOW = Date.UTC(2026, 10, 25, 15, 20);
const at = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
const params = {
  orgs: [],
  sourceSets: [],
  sources: [],
  policies: [],
  actions: [{ name: 'Block', value: 'blocked' }],
  recordTypes: [],
  queryName: '',
  rDataIpAddress: '',
  duration: { startDate: at(NOW - 24 * HOUR), endDate: at(NOW) },
  durationType: '24' as const,
};
/** Typed as a request so tests can send what the contract refuses. */
const input = (when: object, over: object = {}): RequestOf<typeof extractCreateEndpoint> =>
  ({
    orgId: 'org-usda',
    queryName: 'Blocked Today',
    description: 'For the review',
    queryParams: params,
    when,
    ...over,
  }) as RequestOf<typeof extractCreateEndpoint>;
const table = () => JSON.stringify(db.scheduledExtracts.all());
/** Time passes; the session would have lapsed for inactivity, so the persona signs in again. */
function later(ms: number, persona: string = PERSONA.tenantAdmin) {
  clock.advance(ms);
  actAs(persona);
}
async function refused(call: () => Promise<unknown>) {
  const before = table();
  const error = await failure(call());
  expect(error).not.toBeNull();
  expect(table()).toBe(before);
  return error!;
}

describe('scheduled extracts', () => {
  it('lists the seeded extracts with their computed last run, status, next run and expiry', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantReadOnly);
    const page = await callApi(extractListEndpoint, { orgId: 'org-doe', pageSize: 10 });
    expect(page.items.map((x) => x.queryName)).toEqual([
      'Daily Blocked Requests',
      'Incident Lookback',
      'Weekly Source Set Review',
    ]);
    const [daily, lookback, weekly] = page.items;
    expect(daily.cadence).toBe('Daily');
    expect(daily.lastStatus).toBe('success');
    expect(Date.parse(daily.nextRun!) - Date.parse(daily.lastExecution!)).toBe(24 * HOUR);
    expect(Date.parse(lookback.expiresOn!)).toBeLessThan(NOW);
    expect(lookback.nextRun).toBeNull();
    expect(weekly.cadence).toBe('Weekly: Mon, Wed');
    // Each extract names where its files are written (no account: the service's shared bucket).
    expect(daily.destination).toBe('s3://pdns-extracts/org-doe/xq-doe-1/');
    const searched = await callApi(extractListEndpoint, { orgId: 'org-doe', searchString: 'weekly' });
    expect(searched.items.map((x) => x.queryId)).toEqual(['xq-doe-2']);
  });

  it('refuses bad fields at the field, a viewer, and another organization, changing nothing', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const start = at(NOW + 2 * HOUR);
    const offHour = await refused(() => callApi(extractCreateEndpoint, input({ type: 'scheduled', start })));
    expect(offHour.find(ErrorKey.invalidRequest)?.field).toBe('when.start');
    const weekly = (reoccur: object) => ({ type: 'scheduled', start: at(NOW + 40 * 60_000 + HOUR), reoccur });
    const fieldError = async (reoccur: object) => {
      const error = await refused(() => callApi(extractCreateEndpoint, input(weekly(reoccur))));
      return [error.errors[0].field, error.errors[0].serverMessage];
    };
    expect(await fieldError({ type: 'week', days: [], every: 1 })).toEqual([
      'when.reoccur.days',
      'You must have at least one day selected',
    ]);
    expect(await fieldError({ type: 'week', days: [2], every: 5 })).toEqual([
      'when.reoccur.every',
      'Please select an interval',
    ]);
    const past = await refused(() =>
      callApi(extractCreateEndpoint, input({ type: 'scheduled', start: at(NOW - 20 * 60_000 - HOUR) })),
    );
    expect(past.find(ErrorKey.extractStartInPast)?.field).toBe('when.start');
    const custom = { ...params, durationType: 'custom' as const };
    const recurring = { type: 'scheduled', start: at(NOW + 40 * 60_000 + HOUR), reoccur: { type: 'day' } };
    const noRecur = await refused(() => callApi(extractCreateEndpoint, input(recurring, { queryParams: custom })));
    expect(noRecur.find(ErrorKey.extractRecurrenceForCustomRange)?.field).toBe('when.reoccur');
    const badName = await refused(() => callApi(extractCreateEndpoint, input({ type: 'now' }, { queryName: ' x<' })));
    expect(badName.find(ErrorKey.invalidRequest)?.field).toBe('queryName');
    const foreign = { ...params, orgs: [{ name: 'Energy', value: 'org-doe' }] };
    await refused(() => callApi(extractCreateEndpoint, input({ type: 'now' }, { queryParams: foreign })));
    actAs(PERSONA.tenantReadOnly);
    const viewer = await refused(() => callApi(extractCreateEndpoint, input({ type: 'now' }, { orgId: 'org-doe' })));
    expect(viewer.find(ErrorKey.forbidden)).toBeDefined();
    await refused(() => callApi(extractDeleteEndpoint, { orgId: 'org-doe', queryId: 'xq-doe-1' }));
    // A viewer sees a schedule read-only: the service refuses the change the fields do not offer.
    const read = await refused(() =>
      callApi(extractUpdateEndpoint, {
        ...input({ type: 'now' }, { orgId: 'org-doe', queryName: 'Renamed by a viewer' }),
        queryId: 'xq-doe-1',
        lastExecution: null,
      }),
    );
    expect(read.find(ErrorKey.forbidden)).toBeDefined();
  });

  it('runs on the clock: queued, running, success; the file is the world’s rows and expires after 72 hours', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const first = NOW - (NOW % HOUR) + HOUR; // 16:00 UTC
    const created = await callApi(
      extractCreateEndpoint,
      input({ type: 'scheduled', start: at(first), reoccur: { type: 'hour' }, end: at(first + 2 * HOUR) }),
    );
    expect(created.createdBy).toBe(PERSONA.tenantAdmin);
    expect(created.nextRun).toBe(new Date(first).toISOString());
    const history = () => callApi(extractHistoryEndpoint, { orgId: 'org-usda', queryId: created.queryId });
    expect((await history()).items).toEqual([]);
    const statuses = async () => (await history()).items.map((r) => r.status);
    later(first - NOW + 30_000);
    expect(await statuses()).toEqual(['queued']);
    later(60_000);
    expect(await statuses()).toEqual(['running']);
    later(2 * 60_000);
    const [run] = (await history()).items;
    expect(run).toMatchObject({ status: 'success', downloadStatus: 'available' });
    expect(Date.parse(run.end!) - Date.parse(run.runDate)).toBe(3 * 60_000);

    const { preSignedUrl } = await callApi(extractResultsEndpoint, {
      orgId: 'org-usda',
      queryId: created.queryId,
      executionId: run.executionId,
    });
    const csv = await (await fetch(preSignedUrl)).text();
    const record = db.scheduledExtracts.all().find((r) => r.queryId === created.queryId)!;
    const { range, filter } = runQuery(db, record, first);
    expect(range).toEqual({ from: first - 24 * HOUR, to: first });
    // The dashboard agreement: the run's rows are the world's count for the same window.
    const rows = csv.trim().split('\n').length - 1;
    expect(rows).toBe(currentWorld().count(range, filter));
    expect(rows).toBeGreaterThan(0);
    expect(csv).toBe(extractCsv(db, record, first));
    expect(csv.split('\n')[0].trim()).toBe(
      'Organization,Authorized Source,Source Set,Date (UTC),Name,Record Type,Category,Policy,Action',
    );

    later(3 * HOUR);
    const list = await callApi(extractListEndpoint, { orgId: 'org-usda', searchString: 'Blocked Today' });
    expect(list.items[0]).toMatchObject({ lastStatus: 'success', nextRun: null });
    expect((await statuses()).length).toBe(3);
    later(72 * HOUR);
    const [, , oldest] = (await history()).items;
    expect(oldest.downloadStatus).toBe('expired');
    const gone = await failure(
      callApi(extractResultsEndpoint, { orgId: 'org-usda', queryId: created.queryId, executionId: oldest.executionId }),
    );
    expect(gone?.find(ErrorKey.extractDownloadExpired)).toBeDefined();
  });

  it('runs an immediate extract at once; an update cancels a run in progress; delete removes it', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    const created = await callApi(extractCreateEndpoint, input({ type: 'now' }));
    expect(created.lastStatus).toBe('running');
    expect(created.cadence).toBe('Immediate');
    clock.advance(30_000);
    const start = at(NOW - (NOW % HOUR) + 5 * HOUR);
    const updated = await callApi(extractUpdateEndpoint, {
      ...input({ type: 'scheduled', start, reoccur: { type: 'day' } }),
      queryId: created.queryId,
      lastExecution: created.lastExecution,
    });
    expect(updated.nextRun).toBe(new Date(start).toISOString());
    const runs = await callApi(extractHistoryEndpoint, { orgId: 'org-usda', queryId: created.queryId });
    expect(runs.items.map((r) => r.status)).toEqual(['canceled']);
    const notReady = await failure(
      callApi(extractResultsEndpoint, {
        orgId: 'org-usda',
        queryId: created.queryId,
        executionId: runs.items[0].executionId,
      }),
    );
    expect(notReady?.find(ErrorKey.extractRunNotReady)).toBeDefined();
    await callApi(extractDeleteEndpoint, { orgId: 'org-usda', queryId: created.queryId });
    expect(db.scheduledExtracts.all().some((r) => r.queryId === created.queryId)).toBe(false);
  });

  it('mails the creator once when a run has finished, and not for runs already mailed', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.tenantAdmin);
    forgetExtractMailSchedule();
    await sendExtractMails(db, clock); // the seed's runs up to now, once
    const mails = () =>
      db.outbox
        .all()
        .filter(
          (mail) =>
            mail.kind === 'extract.run' && mail.subjectId?.startsWith('xq-') && mail.subject.endsWith('Blocked Today'),
        );
    const created = await callApi(extractCreateEndpoint, input({ type: 'now' }));
    forgetExtractMailSchedule();
    expect(await sendExtractMails(db, clock)).toBe(false); // still running
    later(3 * 60_000);
    forgetExtractMailSchedule();
    expect(await sendExtractMails(db, clock)).toBe(true);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toMatchObject({
      to: [PERSONA.tenantAdmin],
      subjectId: created.queryId,
      subject: 'Scheduled extract ready: Blocked Today',
    });
    expect(mails()[0].body).toMatch(/can be downloaded for 72 hours/);
    forgetExtractMailSchedule();
    await sendExtractMails(db, clock);
    expect(mails()).toHaveLength(1);
  });

  it('shows a seeded failed run in the history', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.ciAdmin);
    const runs = await callApi(extractHistoryEndpoint, { orgId: 'org-crwa', queryId: 'xq-crwa-1', pageSize: 50 });
    expect(runs.items.filter((r) => r.status === 'failed')).toHaveLength(1);
    expect(runs.items.find((r) => r.status === 'failed')?.downloadStatus).toBe('unavailable');
  });
});
