// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatEntries, openFileStore } from './file-store';

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdns-file-store-'));
  path = join(dir, 'nested', 'db.json');
});

describe('the data file store', () => {
  it('writes a burst of changes once, a moment later, atomically (no temporary file is left)', async () => {
    const store = openFileStore(path, 30);
    expect(store.found).toBe('missing');
    await store.setMany([['table:users', [{ id: 1 }]]]);
    await store.setMany([['meta', { seedVersion: 'v1' }]]);
    expect(existsSync(path)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await store.flush();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ meta: { seedVersion: 'v1' }, 'table:users': [{ id: 1 }] });
    expect(readdirSync(join(dir, 'nested'))).toEqual(['db.json']);
  });

  it('on exit, writes what a write still under way was saving (process.exit would cut it short)', async () => {
    const store = openFileStore(path, 0);
    await store.setMany([['meta', { seedVersion: 'v1' }]]);
    // The debounce has handed the content to an async write; the process exits before it lands.
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.flushSync();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ meta: { seedVersion: 'v1' } });
    await store.flush();
    expect(readdirSync(join(dir, 'nested'))).toEqual(['db.json']);
  });

  it('reads the file back on open, and deletes entries', async () => {
    const first = openFileStore(path);
    await first.setMany([
      ['meta', { seedVersion: 'v1' }],
      ['sessions', []],
    ]);
    first.flushSync();
    const second = openFileStore(path);
    expect(second.found).toBe('read');
    expect(await second.getMany(['meta', 'sessions', 'table:none'])).toEqual([{ seedVersion: 'v1' }, [], undefined]);
    await second.delMany(['sessions']);
    await second.flush();
    expect(Object.keys(JSON.parse(readFileSync(path, 'utf8')))).toEqual(['meta']);
  });

  it('puts the meta entry first and each record on its own line, so the file reads and diffs well', () => {
    const text = formatEntries(
      new Map<string, unknown>([
        ['table:organizations', [{ orgId: 'a' }, { orgId: 'b' }]],
        ['meta', { seedVersion: 'v1' }],
      ]),
    );
    expect(text.split('\n')).toEqual([
      '{',
      '"meta": {"seedVersion":"v1"},',
      '"table:organizations": [',
      '{"orgId":"a"},',
      '{"orgId":"b"}',
      ']',
      '}',
      '',
    ]);
  });

  it('moves a corrupt file aside as .bad and starts empty', async () => {
    openFileStore(path);
    for (const garbage of ['{"meta": {"seedVer', '[1, 2]']) {
      writeFileSync(path, garbage);
      const store = openFileStore(path);
      expect([store.found, store.problem]).toEqual(['corrupt', expect.any(String)]);
      expect(readFileSync(`${path}.bad`, 'utf8')).toBe(garbage);
      expect(existsSync(path)).toBe(false);
      expect(await store.getMany(['meta'])).toEqual([undefined]);
    }
  });
});
