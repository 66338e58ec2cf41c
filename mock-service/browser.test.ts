// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ErrorKey } from '../src/api/error-keys';
import { startMockService as start } from './browser';
import { db } from './db/database';
import { findOrg } from './db/lookups';
import { inProcessWorker } from './testing/in-process-worker';

const startMockService = () => start({ worker: inProcessWorker });

// jsdom stands in for the page (origin http://localhost:3000); fake-indexeddb for its IndexedDB.
describe('startMockService (in-page interception, answered by the mock worker)', () => {
  it('answers same-origin API calls made with fetch', async () => {
    const controls = await startMockService();
    expect(window.__pdnsMock).toBe(controls);
    const response = await fetch(`${window.location.origin}/auth/personas`);
    expect(response.status).toBe(200);
    expect((await response.json()).result.personas).toHaveLength(11);
    const unknown = await fetch(`${window.location.origin}/api/no-such-thing`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errors[0].key).toBe(ErrorKey.unknownEndpoint);
  });

  it('answers XMLHttpRequest too', async () => {
    await startMockService();
    const body = await new Promise<string>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', '/api/error-messages');
      xhr.onload = () => resolve(xhr.responseText);
      xhr.onerror = () => reject(new Error('xhr failed'));
      xhr.send();
    });
    expect(JSON.parse(body).result.messages[ErrorKey.forbidden]).toEqual(expect.any(String));
  });

  it('lets calls to other origins through untouched', async () => {
    await startMockService();
    // Nothing listens on the discard port: a passed-through call fails at the network, a mocked one would not.
    await expect(fetch('http://127.0.0.1:9/auth/personas')).rejects.toThrow();
  });

  it('starts once, and its reset control brings back the seed', async () => {
    const controls = await startMockService();
    expect(await startMockService()).toBe(controls);
    await db.organizations.update(findOrg('org-epa')!, { strict: true, data: (o) => void (o.displayName = 'Changed') });
    await controls.reset();
    expect(findOrg('org-epa')?.displayName).toBe('EPA');
  });
});
