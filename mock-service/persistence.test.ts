// @vitest-environment node
import './testing/api-base';
import { createStore, get, set } from 'idb-keyval';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../src/api/client';
import { orgDisplayNameUpdateEndpoint } from '../src/api/organizations/contract';
import { clearDatabase, db } from './db/database';
import { findOrg } from './db/lookups';
import { resetDatabase, restoreOrSeed, startSnapshotting } from './persistence';
import { SEED_VERSION } from './seed';
import { actAs, useMockApi } from './testing/api-test-setup';
import { PERSONA } from './testing/personas';

useMockApi();
// fake-indexeddb (loaded by the vitest setup) stands in for the browser's IndexedDB.
const store = createStore('pdns-mock', 'snapshot');
const saved = () => get<{ seedVersion: string; tables: { organizations: { orgId: string; displayName: string }[] } }>('database', store);

describe('persistence', () => {
  let stop: () => void;
  beforeAll(() => {
    stop = startSnapshotting();
  });
  afterAll(() => stop());

  it('snapshots before a mutating call replies and restores the change after a "reload"', async () => {
    await resetDatabase();
    actAs(PERSONA.tenantAdmin);
    await callApi(orgDisplayNameUpdateEndpoint, { orgId: 'org-usda', displayName: 'USDA Network Operations' });
    expect((await saved())?.seedVersion).toBe(SEED_VERSION);
    expect((await saved())!.tables.organizations.find((o) => o.orgId === 'org-usda')?.displayName).toBe('USDA Network Operations');

    const users = db.users.count();
    clearDatabase();
    expect(await restoreOrSeed()).toBe('restored');
    expect(findOrg('org-usda')?.displayName).toBe('USDA Network Operations');
    expect(db.users.count()).toBe(users);
    // Restored records are full @msw/data records again: they can be updated.
    await expect(db.organizations.update(findOrg('org-usda')!, { strict: true, data: (o) => void (o.displayName = 'USDA') })).resolves.toBeDefined();
  });

  it('resets to the seed and forgets the snapshot', async () => {
    await resetDatabase();
    expect(findOrg('org-usda')?.displayName).toBe('Agriculture');
    expect(await saved()).toBeUndefined();
    expect(await restoreOrSeed()).toBe('seeded');
  });

  it('replaces a snapshot from another seed version, or one that no longer fits the tables', async () => {
    await set('database', { seedVersion: 'an-older-seed', savedAt: '', tables: { organizations: [] } }, store);
    expect(await restoreOrSeed()).toBe('seeded');
    expect(db.organizations.count()).toBeGreaterThan(10);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await set('database', { seedVersion: SEED_VERSION, savedAt: '', tables: { organizations: [{ orgId: 42 }] } }, store);
    expect(await restoreOrSeed()).toBe('seeded');
    expect(findOrg('org-global')).toBeDefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
