// Runs in a module graph of its own: an import is saved as a snapshot, whose writes outlive the file.
import { createStore, get } from 'idb-keyval';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from './backend';
import { DATA_FILE_PRODUCT } from './data-file';
import { db, dumpDatabase } from './db/database';
import { SEED_VERSION } from './seed';
import type { DemoDataFile, DataImportOutcome } from '../src/lib/demo-controls';

// The worker's own backend answers, as the demo panel's Export and Import reach it.
const backend = createBackend();
const store = createStore('pdns-mock', 'snapshot');
const exported = async () => JSON.parse(new TextDecoder().decode(((await exportFile()) as DemoDataFile).body));
const exportFile = () => backend.answer({ op: 'exportData' }) as Promise<DemoDataFile>;
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const importText = (text: string) =>
  backend.answer({ op: 'importData', body: bytes(text), tab: 'tab-a' }) as Promise<DataImportOutcome>;
// The whole database as text: cheaper to compare than a deep equality over 10,000 users.
const fingerprint = () => JSON.stringify(dumpDatabase());
const renameFirstOrg = async (name: string) => {
  const org = db.organizations.all()[1];
  await db.organizations.update(org, { data: (record) => void (record.displayName = name) });
  return org.orgId;
};

describe('demo database export and import', () => {
  it('exports a header naming the product, seed version and variant, then every table', async () => {
    const file = await exportFile();
    expect(file.fileName).toMatch(/^pdns-demo-data-CI-\d{4}-\d{2}-\d{2}\.json$/);
    const parsed = JSON.parse(new TextDecoder().decode(file.body));
    expect(parsed).toMatchObject({ product: DATA_FILE_PRODUCT, format: 1, seedVersion: SEED_VERSION, variant: 'CI' });
    expect(Object.keys(parsed.tables).sort()).toEqual(Object.keys(db).sort());
    expect(parsed.tables.users).toHaveLength(db.users.count());
  });

  it('imports its own export: the database equals the exported one again, and is saved', async () => {
    const text = JSON.stringify(await exported());
    const before = dumpDatabase();
    const orgId = await renameFirstOrg('Changed after the export');
    expect(await importText(text)).toEqual({
      ok: true,
      records: Object.values(before).reduce((sum, rows) => sum + rows.length, 0),
    });
    expect(dumpDatabase()).toEqual(before);
    expect(db.organizations.findFirst((q) => q.where({ orgId }))?.displayName).not.toBe('Changed after the export');
    // Snapshotted at once, every table (a reload would read the imported data).
    expect(await get('table:organizations', store)).toEqual(before.organizations);
    expect(await get('meta', store)).toMatchObject({ seedVersion: SEED_VERSION });
  });

  describe('refuses a bad file with the reason, and nothing changes', () => {
    let goodText = '';
    beforeAll(async () => {
      goodText = JSON.stringify(await exported());
    });
    const good = async () => JSON.parse(goodText);
    const cases: [string, () => Promise<string>, RegExp][] = [
      ['not JSON', async () => 'hello', /not valid JSON/],
      ['truncated', async () => JSON.stringify(await good()).slice(0, 50_000), /not valid JSON: it may be cut short/],
      ['an array', async () => '[]', /not a Protective DNS demo database export/],
      [
        'another product',
        async () => JSON.stringify({ ...(await good()), product: 'Some other console' }),
        /not a Protective DNS demo database export/,
      ],
      [
        'an incompatible seed version',
        async () => JSON.stringify({ ...(await good()), seedVersion: '2025-01-01.1/CI' }),
        /exported from seed version 2025-01-01\.1\/CI; this demo runs seed version/,
      ],
      [
        'another variant',
        async () => JSON.stringify({ ...(await good()), variant: 'FCEB' }),
        /holds the Federal civilian \(FCEB\) variant's data; this demo runs Critical infrastructure \(CI\)/,
      ],
      [
        'a __proto__ key',
        async () => JSON.stringify(await good()).replace('"users":[{', '"users":[{"__proto__":{"isAdmin":true},'),
        /forbidden key "__proto__" at the top level\.tables\.users\[0\]/,
      ],
      [
        'a missing table',
        async () => {
          const file = await good();
          delete file.tables.policies;
          return JSON.stringify(file);
        },
        /no "policies" table/,
      ],
      [
        'an unknown table',
        async () => {
          const file = await good();
          return JSON.stringify({ ...file, tables: { ...file.tables, payroll: [] } });
        },
        /table this demo does not know: "payroll"/,
      ],
      [
        'a record its schema refuses',
        async () => {
          const file = await good();
          file.tables.users[2].email = 42;
          return JSON.stringify(file);
        },
        /Record 3 of the "users" table is not valid: email: /,
      ],
      [
        'nesting far too deep',
        async () => {
          const file = await good();
          file.tables.users[0].note = JSON.parse('['.repeat(40) + ']'.repeat(40));
          return JSON.stringify(file);
        },
        /nested too deeply/,
      ],
    ];
    it.each(cases)('%s', async (_kind, make, message) => {
      const text = await make();
      const before = fingerprint();
      const saved = await get('table:users', store);
      const outcome = await importText(text);
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? '' : outcome.problem).toMatch(message);
      expect(fingerprint()).toBe(before);
      expect(await get('table:users', store)).toEqual(saved);
      expect(Object.prototype).not.toHaveProperty('isAdmin');
    });

    it('a huge file, before reading it', async () => {
      const before = fingerprint();
      const huge = new ArrayBuffer(65 * 1024 * 1024);
      const outcome = (await backend.answer({ op: 'importData', body: huge, tab: 'tab-a' })) as DataImportOutcome;
      expect(outcome).toEqual({ ok: false, problem: 'The file is too large (65 MB; at most 64 MB).' });
      expect(fingerprint()).toBe(before);
    });
  });
});
