import { readFileSync } from 'node:fs';
import type { DatabaseDump } from '../db/database';
import { SEED_VERSION, buildSeed } from '../seed';

/** Where vitest's globalSetup (tests/setup/seed-snapshot.ts) put this run's seed. */
export const SEED_SNAPSHOT_ENV = 'PDNS_TEST_SEED_FILE';

let text: string | undefined;

/**
 * The seed as fresh plain records: parsed from the run's snapshot when it was built by this seed
 * version (a file that mocks the build variant gets another version), otherwise built here.
 * Parsed on every call, so no two loads share a record object.
 */
export function seedDump(): DatabaseDump {
  const file = process.env[SEED_SNAPSHOT_ENV];
  if (file) {
    text ??= readFileSync(file, 'utf8');
    const snapshot = JSON.parse(text) as { seedVersion: string; tables: DatabaseDump };
    if (snapshot.seedVersion === SEED_VERSION) return snapshot.tables;
  }
  return buildSeed();
}
