// @vitest-environment node
import '../testing/api-base';
import { readCsv } from '../../src/lib/read-csv';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { filteredQueryTotalEndpoint } from '../../src/api/dashboard/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  LARGE_VOLUME_THRESHOLD,
  previewAsyncEndpoint,
  previewCancelEndpoint,
  previewEndpoint,
  previewResultsEndpoint,
  previewStatusEndpoint,
} from '../../src/api/log-queries/preview-contract';
import { type LogQueryParams, unfilteredLogQuery } from '../../src/api/log-queries/query-params';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { logQueryToWorld } from '../world-adapter/log-query';
import { dashboardWindow } from '../world/world';

useMockApi();
afterEach(() => clock.useRealTime());

const NOW = SEED_NOW + 37 * 60_000;
const HANNAH = PERSONA.tenantReadOnly;
const ref = { userId: HANNAH, orgId: 'org-doe' };
const query = (over: Partial<LogQueryParams> = {}): LogQueryParams => unfilteredLogQuery(NOW - 3_600_000, NOW, over);
const custom = (from: number, to: number) =>
  query({
    durationType: 'custom',
    duration: { startDate: new Date(from).toISOString(), endDate: new Date(to).toISOString() },
  });

describe('DNS Logs preview', () => {
  it('is queued, then running, then successful on the mock clock; cancel returns it to none', async () => {
    clock.useVirtualTime(NOW);
    actAs(HANNAH);
    expect(await callApi(previewStatusEndpoint, ref)).toMatchObject({ status: 'none', items: [] });
    const started = await callApi(previewAsyncEndpoint, { orgId: 'org-doe', queryParams: query() });
    expect(started).toMatchObject({ status: 'queued', items: [], totalCount: null });
    clock.advance(1_000);
    expect((await callApi(previewStatusEndpoint, ref)).status).toBe('running');
    clock.advance(3_000);
    const done = await callApi(previewStatusEndpoint, ref);
    expect(done.status).toBe('success');
    expect(done.queryExecutionId).toBe(started.queryExecutionId);
    expect(done.items).toHaveLength(100);
    const times = done.items.map((row) => row.datetime);
    expect(times).toEqual([...times].sort().reverse());
    expect(done.items.every((row) => row.organization_name === 'Energy')).toBe(true);
    // Later reads keep the window of the start: the rows do not move with the clock.
    clock.advance(15 * 60_000);
    expect((await callApi(previewStatusEndpoint, ref)).items).toEqual(done.items);
    expect(await callApi(previewCancelEndpoint, ref)).toMatchObject({ status: 'none', queryExecutionId: null });
    expect((await callApi(previewStatusEndpoint, ref)).status).toBe('none');
    // Cleared results cannot be downloaded any more (the screen's Clear sends this cancel).
    const gone = await failure(
      callApi(previewResultsEndpoint, { orgId: 'org-doe', queryExecutionId: started.queryExecutionId! }),
    );
    expect(gone?.key).toBe(ErrorKey.notFound);
  });

  it('totals agree with world.count and with the dashboard for the same window', async () => {
    clock.useVirtualTime(NOW);
    actAs(HANNAH);
    const { range } = dashboardWindow(NOW, 24);
    const params = custom(range.from, range.to);
    // Asked at the same moment: the preview's window is fixed when it starts.
    const dashboard = await callApi(filteredQueryTotalEndpoint, { orgId: 'org-doe', duration: 24 });
    await callApi(previewAsyncEndpoint, { orgId: 'org-doe', queryParams: params });
    clock.advance(5_000);
    const { totalCount } = await callApi(previewStatusEndpoint, ref);
    expect(totalCount).toBe(dashboard.total);
    const { filter } = logQueryToWorld(db, params, { orgIds: ['org-doe'] }, NOW);
    expect(totalCount).toBe(currentWorld(db).count(range, filter));
    expect(totalCount).toBeGreaterThan(1000);
    // Filtered: blocked AAAA rows are exactly what the filter names.
    const blocked = await callApi(previewEndpoint, {
      orgId: 'org-doe',
      queryParams: { ...params, actions: [{ name: 'Block', value: 'blocked' }] },
    });
    expect(blocked.items.every((row) => row.resolverdecision === 'blocked')).toBe(true);
    expect(blocked.totalCount).toBeLessThan(totalCount! / 50);
  });

  it('downloads the preview rows as a CSV', async () => {
    clock.useVirtualTime(NOW);
    actAs(HANNAH);
    const started = await callApi(previewAsyncEndpoint, {
      orgId: 'org-doe',
      queryParams: query({ durationType: '1' }),
    });
    const early = await failure(
      callApi(previewResultsEndpoint, { orgId: 'org-doe', queryExecutionId: started.queryExecutionId! }),
    );
    expect(early?.key).toBe(ErrorKey.logPreviewNotReady);
    clock.advance(5_000);
    const { items } = await callApi(previewStatusEndpoint, ref);
    const { preSignedUrl } = await callApi(previewResultsEndpoint, {
      orgId: 'org-doe',
      queryExecutionId: started.queryExecutionId!,
    });
    const response = await fetch(preSignedUrl);
    expect(response.status).toBe(200);
    const [header, ...rows] = await readCsv(await response.text());
    expect(rows).toHaveLength(items.length);
    expect(Object.fromEntries(header.map((name, i) => [name, rows[0][i]]))).toMatchObject({
      srcip: items[0].srcip,
      queryname: items[0].queryname,
      datetime: items[0].datetime,
    });
    const other = await failure(callApi(previewResultsEndpoint, { orgId: 'org-doe', queryExecutionId: 'qe-other' }));
    expect(other?.key).toBe(ErrorKey.notFound);
  });

  it('refuses bad queries at their fields and changes nothing', async () => {
    clock.useVirtualTime(NOW);
    actAs(HANNAH);
    const started = await callApi(previewAsyncEndpoint, { orgId: 'org-doe', queryParams: query() });
    const refusals: [Partial<LogQueryParams> | LogQueryParams, string, string][] = [
      [{ queryName: 'bad name!' }, ErrorKey.logQueryInvalidName, 'queryName'],
      [custom(Date.UTC(2022, 2, 10), NOW), ErrorKey.logQueryBeforeEarliest, 'duration.startDate'],
      [custom(NOW - 20 * 86_400_000, NOW), ErrorKey.logQueryBeyondRetention, 'duration.startDate'],
      [custom(NOW - 3_600_000, NOW - 7_200_000), ErrorKey.logQueryInvalidRange, 'duration.endDate'],
      [{ sources: [{ name: 'x', value: 'src-1' }] }, ErrorKey.logQueryInvalidRequest, 'sources'],
      [{ sourceSets: [{ name: 'x', value: 'ss-usda-001' }] }, ErrorKey.sourceSetNotFound, 'sourceSets.0'],
      [{ orgs: [{ name: 'USDA', value: 'org-usda' }] }, ErrorKey.forbidden, 'orgs.0'],
      [{ recordTypes: [{ name: 'ZZ', value: 'ZZ' }] }, ErrorKey.logQueryInvalidRequest, 'recordTypes.0'],
    ];
    for (const [over, key, field] of refusals) {
      const error = await failure(
        callApi(previewAsyncEndpoint, { orgId: 'org-doe', queryParams: { ...query(), ...over } }),
      );
      expect([error?.key, error?.errors[0]?.field], key).toEqual([key, field]);
    }
    expect(db.logPreviews.all().map((record) => record.id)).toEqual([started.queryExecutionId]);
    // Another user's preview is not theirs to read or cancel.
    expect((await failure(callApi(previewStatusEndpoint, { ...ref, userId: PERSONA.tenantAdmin })))?.key).toBe(
      ErrorKey.forbidden,
    );
  });

  it('asks before a preview of more than a million rows, and runs it once confirmed', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.globalAdmin);
    const request = { orgId: 'org-global', queryParams: query() };
    const error = await failure(callApi(previewAsyncEndpoint, request));
    expect(error?.key).toBe(ErrorKey.logPreviewLargeVolume);
    expect((error!.errors[0].detail as { totalCount: number }).totalCount).toBeGreaterThan(LARGE_VOLUME_THRESHOLD);
    expect(db.logPreviews.count()).toBe(0);
    const started = await callApi(previewAsyncEndpoint, { ...request, confirmLargeVolume: true });
    expect(started.status).toBe('queued');
  });
});
