import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportText } from '../../src/lib/journal-report-text';
import { forgetAlertSchedule } from '../alerts/scheduler';
import { createBackend } from '../backend';
import { forgetExtractMailSchedule } from '../extracts/run-mail';
import { resetTestDatabase } from '../node';
import { SEED_VERSION } from '../seed';
import { backendTransport } from './backend-transport';
import { replayJournal } from './replay';
import { parseJournal } from './schema';

/**
 * The recorded journals as regression tests (issue 17, part 3): every file in tests/journals is
 * replayed in this process on a fresh seed, and any difference from its recorded replies fails.
 * A journal is added by dropping its exported file there (docs/testers.md).
 */
const dir = join(import.meta.dirname, '../../tests/journals');
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
const backend = createBackend({ memoryOnly: true });

describe('the recorded journals', () => {
  beforeAll(() => backend.answer({ op: 'ready' }));

  it('has one per area', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('%s replays with no differences', async (name) => {
    const parsed = parseJournal(readFileSync(join(dir, name), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.message);
    await resetTestDatabase();
    forgetAlertSchedule();
    forgetExtractMailSchedule();
    const report = await replayJournal(parsed.journal, backendTransport(backend), { seedVersion: SEED_VERSION });
    expect(report.replayed).toBeGreaterThan(0);
    expect(report.differing, reportText(report)).toEqual([]);
  });
});
