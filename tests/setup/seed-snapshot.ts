import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_SNAPSHOT_ENV } from '../../mock-service/testing/seed-snapshot';

/**
 * vitest globalSetup: the demo seed built once per run and written as JSON, which every test
 * file loads (mock-service/node.ts) instead of generating the 10,000-user organization again
 * (about 2 s a file on a quiet machine). Workers inherit the variable; the file goes at the end.
 */
export default async function setup(): Promise<() => void> {
  const { SEED_VERSION, buildSeed } = await import('../../mock-service/seed');
  const dir = mkdtempSync(join(tmpdir(), 'pdns-seed-'));
  const file = join(dir, 'seed.json');
  writeFileSync(file, JSON.stringify({ seedVersion: SEED_VERSION, tables: buildSeed() }));
  process.env[SEED_SNAPSHOT_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
