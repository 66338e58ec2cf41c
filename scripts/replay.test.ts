import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayCommand } from './replay-cli';

/**
 * `npm run replay` as a tester runs it, in process (scripts/replay.ts only hands the process's
 * arguments and streams to replayCommand and exits with its status): its report, its exit status.
 */
const JOURNAL = 'tests/journals/distribution-list-write.json';

async function replay(...args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const write = (text: string) => void (out += text);
  const code = await replayCommand(args, { out: write, err: write });
  return { code, out };
}

describe('npm run replay', () => {
  // One replay proves both ways: every call but the changed one matched its recorded reply.
  it('replays a journal on its own fresh seed and reports only the changed reply (exit 1); refuses a foreign file (exit 2)', async () => {
    const journal = JSON.parse(readFileSync(JOURNAL, 'utf8'));
    const get = journal.entries.find((e: { request?: { path: string } }) => e.request?.path === '/api/distlist/get');
    get.reply.body.result.name = 'Changed On Purpose';
    const changed = join(mkdtempSync(join(tmpdir(), 'journal-')), 'changed.json');
    writeFileSync(changed, JSON.stringify(journal));
    const bad = join(mkdtempSync(join(tmpdir(), 'journal-')), 'bad.json');
    writeFileSync(bad, '{"format":"something else"}');

    const refused = await replay(bad);
    const different = await replay(changed);
    expect(different.code).toBe(1);
    expect(different.out).toContain(`Call ${get.n} POST /api/distlist/get: 1 difference(s)`);
    expect(different.out).toContain('$.body.result.name: expected "Changed On Purpose", actual "Journal Bridge"');
    expect(different.out.match(/^Call /gm)).toHaveLength(1);
    expect(different.out).toMatch(/Replayed (\d+) of \1 calls\./);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('This file is not a journal');
  }, 180_000);
});
