// @vitest-environment node
import '../../mock-service/testing/api-base';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, setAccessToken } from '../../src/api/client';
import { orgDisplayNameUpdateEndpoint } from '../../src/api/organizations/contract';
import { clearDatabase } from '../../mock-service/db/database';
import { findOrg } from '../../mock-service/db/lookups';
import { createTestServer } from '../../mock-service/node';
import { SEED_VERSION } from '../../mock-service/seed';
import { actAs } from '../../mock-service/testing/api-test-setup';
import { PERSONA } from '../../mock-service/testing/personas';
import { DEFAULT_DATA_FILE, type OpenedDatabase, dataFilePath, openDatabase } from './data-file';

// The handlers through the console's client, the database behind them kept in a file.
const server = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const path = join(mkdtempSync(join(tmpdir(), 'pdns-data-file-')), 'db.json');
const saved = () => JSON.parse(readFileSync(path, 'utf8'));
const usda = () => findOrg('org-usda')?.displayName;
let opened: OpenedDatabase | null = null;
/** The server stops: what it still held is written. */
async function stop(): Promise<void> {
  await opened?.close();
  opened = null;
}
/** A server start: the database as this process last had it is gone, then opened from the file. */
async function start(reset = false): Promise<OpenedDatabase> {
  await stop();
  clearDatabase();
  opened = await openDatabase(path, { reset });
  return opened;
}
afterEach(() => setAccessToken(null));
afterAll(stop);

// Each start seeds or restores the 10,000-user organization: seconds on a loaded machine.
describe('the mock server database in a file', { timeout: 60_000 }, () => {
  it('reads MOCK_DATA_FILE: unset is the default file, empty is memory only', () => {
    expect(dataFilePath(undefined)).toBe(resolve(DEFAULT_DATA_FILE));
    expect(dataFilePath('')).toBeNull();
    expect(dataFilePath(' /tmp/x.json ')).toBe('/tmp/x.json');
  });

  it('seeds when there is no file, saves a write call, and restores it on the next start', async () => {
    expect((await start()).story).toBe(`Database: seeded; changes will be saved to ${path}.`);
    actAs(PERSONA.tenantAdmin);
    await callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-usda', displayName: 'USDA Network Operations' });
    await opened!.close();
    expect(saved().meta.seedVersion).toBe(SEED_VERSION);
    expect(saved()['table:organizations'].find((o: { orgId: string }) => o.orgId === 'org-usda').displayName).toBe(
      'USDA Network Operations',
    );

    expect((await start()).story).toMatch(/^Database: restored from .*db\.json \(saved 20\d\d-/);
    expect(usda()).toBe('USDA Network Operations');
  });

  it('--reset goes back to the seed and forgets the file, sessions included', async () => {
    await start();
    expect(usda()).toBe('USDA Network Operations');
    expect((await start(true)).story).toBe(`Database: reset to seed ${SEED_VERSION} (${path}).`);
    expect(usda()).toBe('Agriculture');
    await stop();
    expect(saved()).toEqual({});
  });

  it('reseeds, and says so, when the file was written by another seed version', async () => {
    await stop();
    writeFileSync(path, JSON.stringify({ meta: { seedVersion: 'older', savedAt: 'x' }, 'table:organizations': [] }));
    expect((await start()).story).toBe(
      `Database: ${path} was written by seed older, not ${SEED_VERSION}; seeded afresh.`,
    );
    expect(usda()).toBe('Agriculture');
  });

  it('keeps a corrupt file as .bad and seeds a fresh database', async () => {
    await stop();
    writeFileSync(path, '{"meta": {"seedVersion": "2026');
    const { story } = await start();
    expect(story).toMatch(/could not be read \(.*\); kept it as .*db\.json\.bad and seeded afresh\.$/);
    expect(readFileSync(`${path}.bad`, 'utf8')).toBe('{"meta": {"seedVersion": "2026');
    expect(usda()).toBe('Agriculture');
    expect(existsSync(path)).toBe(false);
  });

  it('keeps a file of this seed version whose records do not load as .bad, and seeds', async () => {
    const broken = JSON.stringify({ meta: { seedVersion: SEED_VERSION }, 'table:organizations': [{ orgId: 7 }] });
    await stop();
    writeFileSync(path, broken);
    expect((await start()).story).toMatch(/did not load .*; kept it as .*\.bad and seeded afresh\.$/);
    expect(readFileSync(`${path}.bad`, 'utf8')).toBe(broken);
    expect(usda()).toBe('Agriculture');
  });
});
