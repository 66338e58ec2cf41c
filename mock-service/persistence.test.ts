// @vitest-environment node
// Runs in a module graph of its own: the snapshot it starts and the writes still under way when it
// ends would change what a later file's database and IndexedDB hold.
import './testing/api-base';
import { createStore, get, set } from 'idb-keyval';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, setAccessToken } from '../src/api/client';
import { orgDisplayNameUpdateEndpoint } from '../src/api/organizations/contract';
import { clearDatabase, db, dumpDatabase } from './db/database';
import { findOrg } from './db/lookups';
import { resetDatabase, restoreOrSeed, startSnapshotting } from './persistence';
import { SEED_VERSION } from './seed';
import { createTestServer } from './node';
import { actAs } from './testing/api-test-setup';
import { PERSONA } from './testing/personas';

// Not useMockApi: its reseed before each test would come on top of resetDatabase's, and a seed
// of the 10,000-user organization is this file's main cost.
const server = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
// fake-indexeddb (loaded by the vitest setup) stands in for the browser's IndexedDB.
const store = createStore('pdns-mock', 'snapshot');
type Org = { orgId: string; displayName: string };
const meta = () => get<{ seedVersion: string }>('meta', store);
const table = <T = unknown>(name: string) => get<T[]>(`table:${name}`, store);
const rename = (displayName: string) => callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-usda', displayName });

describe('persistence', () => {
  let stop: () => void;
  beforeAll(() => {
    stop = startSnapshotting();
  });
  afterAll(() => stop());
  beforeEach(async () => {
    setAccessToken(null);
    await resetDatabase();
  });

  it('writes before a mutating call replies and restores the change after a "reload"', async () => {
    actAs(PERSONA.tenantAdmin);
    await rename('USDA Network Operations');
    expect((await meta())?.seedVersion).toBe(SEED_VERSION);
    expect((await table<Org>('organizations'))!.find((o) => o.orgId === 'org-usda')?.displayName).toBe(
      'USDA Network Operations',
    );

    const users = db.users.count();
    clearDatabase();
    expect(await restoreOrSeed()).toBe('restored');
    expect(findOrg('org-usda')?.displayName).toBe('USDA Network Operations');
    expect(db.users.count()).toBe(users);
    // Restored records are full @msw/data records again: they can be updated.
    await expect(
      db.organizations.update(findOrg('org-usda')!, { strict: true, data: (o) => void (o.displayName = 'USDA') }),
    ).resolves.toBeDefined();
  });

  it('writes every table after the seed, then only the tables a mutation changed', async () => {
    expect(await table('users')).toBeUndefined();
    actAs(PERSONA.tenantAdmin);
    await rename('USDA One');
    expect(await table('users')).toHaveLength(db.users.count());

    // A sentinel in the users entry survives a mutation that touches organizations only.
    await set('table:users', ['untouched'], store);
    await rename('USDA Two');
    expect(await table('users')).toEqual(['untouched']);
    expect((await table<Org>('organizations'))!.find((o) => o.orgId === 'org-usda')?.displayName).toBe('USDA Two');
  });

  it('resets to the seed and forgets the snapshot', async () => {
    actAs(PERSONA.tenantAdmin);
    await rename('USDA Network Operations');
    expect((await meta())?.seedVersion).toBe(SEED_VERSION);
    await resetDatabase();
    expect(findOrg('org-usda')?.displayName).toBe('Agriculture');
    expect([await meta(), await table('organizations')]).toEqual([undefined, undefined]);
    expect(await restoreOrSeed()).toBe('seeded');
  });

  it('reads a single-entry snapshot of an earlier build once and stores it per table', async () => {
    const dump = dumpDatabase();
    dump.organizations = dump.organizations.map((o) =>
      (o as Org).orgId === 'org-usda' ? { ...(o as Org), displayName: 'Legacy' } : o,
    );
    await set('database', { seedVersion: SEED_VERSION, savedAt: '', tables: dump }, store);
    expect(await restoreOrSeed()).toBe('restored');
    expect(findOrg('org-usda')?.displayName).toBe('Legacy');
    expect(await get('database', store)).toBeUndefined();
    expect(await table('users')).toHaveLength(db.users.count());
  });

  it('replaces a snapshot from another seed version, or one that no longer fits the tables', async () => {
    await set('meta', { seedVersion: 'an-older-seed', savedAt: '' }, store);
    await set('table:organizations', [], store);
    expect(await restoreOrSeed()).toBe('seeded');
    expect(db.organizations.count()).toBeGreaterThan(10);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tables = dumpDatabase();
    await set('meta', { seedVersion: SEED_VERSION, savedAt: '' }, store);
    for (const [name, records] of Object.entries(tables))
      await set(`table:${name}`, name === 'organizations' ? [{ orgId: 42 }] : records, store);
    expect(await restoreOrSeed()).toBe('seeded');
    expect(findOrg('org-global')).toBeDefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
