// @vitest-environment node
import '../testing/api-base';
import { readCsv } from '../../src/lib/read-csv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { sinkholeLogDownloadEndpoint, sinkholeLogListEndpoint } from '../../src/api/sinkhole-logs/contract';
import { DAY_MS, HOUR_MS, VISIBLE_DAYS, logIdOf } from '../../src/api/sinkhole-logs/expiry';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { SEED_NOW } from '../seed/index';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { currentWorld } from '../world-adapter/current-world';
import { sinkholeFilter, sinkholePolicyIds } from '../world-adapter/sinkhole-files';
import { SINKHOLE_LOG_COLUMNS } from './sinkhole-logs';

// Sinkholes exist outside the critical-infrastructure build only (spec 2 §2.2): seed as federal civilian.
vi.mock('../../src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/config/env')>();
  return { ...actual, config: { ...actual.config, orgType: 'FCEB' } };
});

useMockApi();
afterEach(() => clock.useRealTime());

const GLOBAL = 'org-global';
const IP = '203.0.113.10'; // Sinkhole Cobalt Strike Beacons, enforced 75 days before the seed
const NOW = SEED_NOW + 30 * DAY_MS + 25 * 60_000;
const custom = (from: number, to: number) => ({
  type: 'custom' as const,
  startDate: new Date(from).toISOString(),
  endDate: new Date(to).toISOString(),
});

describe('sinkhole logs', () => {
  it('lists one file per hour in which the sinkhole answered queries, as the world counts them', async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.globalAdmin);
    const day = await callApi(sinkholeLogListEndpoint, { orgId: GLOBAL, sinkholeIp: IP, pageSize: 100 });
    const world = currentWorld(db);
    const filter = sinkholeFilter(sinkholePolicyIds(db, IP));
    const lastClosed = Math.floor(NOW / HOUR_MS) * HOUR_MS - HOUR_MS;
    const expected = Array.from({ length: 24 }, (_, i) => lastClosed - i * HOUR_MS).filter(
      (h) => world.count({ from: h, to: h + HOUR_MS }, filter) > 0,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(day.items.map((f) => f.logId)).toEqual(expected.map((h) => logIdOf(IP, h)));
    expect(day.items[0]).toMatchObject({
      sinkholeIp: IP,
      creationDate: new Date(expected[0] + HOUR_MS).toISOString(),
      expirationDate: new Date(expected[0] + HOUR_MS + 90 * DAY_MS).toISOString(),
    });

    // The oldest files (the policy was enforced 105 days before): expired, and none past 104 days.
    const old = await callApi(sinkholeLogListEndpoint, {
      orgId: GLOBAL,
      sinkholeIp: IP,
      pageSize: 1000,
      duration: custom(NOW - 120 * DAY_MS, NOW - 89 * DAY_MS),
    });
    const oldest = Date.parse(old.items[old.items.length - 1].creationDate);
    expect(oldest).toBeGreaterThan(NOW - VISIBLE_DAYS * DAY_MS);
    expect(oldest).toBeLessThan(NOW - (VISIBLE_DAYS - 1) * DAY_MS);
    expect(old.items.filter((f) => Date.parse(f.expirationDate) <= NOW).length).toBeGreaterThan(0);
    expect(old.items.filter((f) => Date.parse(f.expirationDate) > NOW).length).toBeGreaterThan(0);
  });

  it('answers "IP requreied" without an address, and nothing for an address no sinkhole holds', async () => {
    actAs(PERSONA.globalAdmin);
    expect(await failure(callApi(sinkholeLogListEndpoint, { orgId: GLOBAL }))).toMatchObject({
      status: 400,
      errors: [{ key: ErrorKey.sinkholeIpRequired, field: 'sinkholeIp' }],
    });
    const none = await callApi(sinkholeLogListEndpoint, { orgId: GLOBAL, sinkholeIp: '198.51.100.1' });
    expect(none.items).toEqual([]);
    const reversed = custom(Date.now(), Date.now() - DAY_MS);
    expect(
      await failure(callApi(sinkholeLogListEndpoint, { orgId: GLOBAL, sinkholeIp: IP, duration: reversed })),
    ).toMatchObject({ errors: [{ field: 'duration.endDate' }] });
  });

  it("downloads an hour's file as the CSV of that hour's sinkholed queries, and refuses expired ones", async () => {
    clock.useVirtualTime(NOW);
    actAs(PERSONA.globalAdmin);
    const [file] = (await callApi(sinkholeLogListEndpoint, { orgId: GLOBAL, sinkholeIp: IP })).items;
    const { preSignedUrl } = await callApi(sinkholeLogDownloadEndpoint, { orgId: GLOBAL, logId: file.logId });
    const [header, ...rows] = await readCsv(await (await fetch(preSignedUrl)).text());
    expect(header).toEqual([...SINKHOLE_LOG_COLUMNS]);
    const hourStart = Date.parse(file.creationDate) - HOUR_MS;
    const count = currentWorld(db).count(
      { from: hourStart, to: hourStart + HOUR_MS },
      sinkholeFilter(sinkholePolicyIds(db, IP)),
    );
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r[8] === IP && r[9] === 'Sinkhole Cobalt Strike Beacons')).toBe(true);
    expect(rows.every((r) => Date.parse(r[0]) >= hourStart && Date.parse(r[0]) < hourStart + HOUR_MS)).toBe(true);

    const old = await callApi(sinkholeLogListEndpoint, {
      orgId: GLOBAL,
      sinkholeIp: IP,
      pageSize: 1000,
      duration: custom(NOW - 104 * DAY_MS, NOW - 100 * DAY_MS),
    });
    const expired = old.items.find((f) => Date.parse(f.expirationDate) <= NOW)!;
    expect(await failure(callApi(sinkholeLogDownloadEndpoint, { orgId: GLOBAL, logId: expired.logId }))).toMatchObject({
      errors: [{ key: ErrorKey.fileExpired }],
    });
    expect(
      await failure(callApi(sinkholeLogDownloadEndpoint, { orgId: GLOBAL, logId: `${IP}_2020-01-01T00` })),
    ).toMatchObject({ status: 404 });
  });

  it('is for admin-type users of the Global organization only', async () => {
    actAs(PERSONA.tenantAdmin);
    expect(await failure(callApi(sinkholeLogListEndpoint, { orgId: 'org-usda', sinkholeIp: IP }))).toMatchObject({
      status: 403,
    });
  });
});
