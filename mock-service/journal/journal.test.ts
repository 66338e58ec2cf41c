import { beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from '../backend';
import { resetTestDatabase } from '../node';
import { SEED_VERSION } from '../seed';
import { PERSONA } from '../testing/personas';
import { backendTransport } from './backend-transport';
import { type Recorder, createRecorder } from './recorder';
import { recordingTransport } from './recording-transport';
import { replayJournal } from './replay';
import { reportText } from '../../src/lib/journal-report-text';
import { type Journal, parseJournal } from './schema';

const backend = createBackend({ memoryOnly: true });
const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
const header = {
  product: 'Protective DNS',
  seedVersion: SEED_VERSION,
  variant: 'CI',
  persona: PERSONA.tenantAdmin,
  recordedAt: '2026-11-24T10:00:00.000Z',
  clockStart: 0,
  clockVirtual: false,
};

/** Daniel signs in, adds a distribution list (a minted id), reads it back and renames it. */
async function record(recorder: Recorder): Promise<Journal> {
  const send = recordingTransport(backendTransport(backend), recorder).send;
  const post = async (url: string, body: unknown, token?: string) => {
    const reply = await send({
      method: 'POST',
      url,
      headers: { ...json, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return JSON.parse(reply.text ?? 'null');
  };
  const { result } = await post('/auth/sign-in', { email: PERSONA.tenantAdmin });
  recorder.route('/organizations/distribution-lists');
  const created = await post(
    '/api/distlist/create',
    { orgId: 'org-usda', name: 'Night Shift', recipients: [{ email: 'a@usda.gov' }] },
    result.token,
  );
  if (!created.result) throw new Error(JSON.stringify(created));
  const id = created.result.id as string;
  await post('/api/distlist/get', { orgId: 'org-usda', listId: id }, result.token);
  await post(
    '/api/distlist/update',
    { orgId: 'org-usda', id, name: 'Night Shift B', recipients: [{ email: 'a@usda.gov' }] },
    result.token,
  );
  return recorder.journal();
}

const replay = async (journal: Journal) => {
  await resetTestDatabase();
  return replayJournal(journal, backendTransport(backend), { seedVersion: SEED_VERSION });
};

describe('the workflow journal', () => {
  let journal: Journal;
  beforeEach(async () => {
    await backend.answer({ op: 'ready' });
    await resetTestDatabase();
    journal = await record(createRecorder(header));
  });

  it('never writes a token into the file: each is a label, and the calls carry the label', () => {
    const text = JSON.stringify(journal);
    const calls = journal.entries.filter((e) => e.kind === 'call');
    expect(calls).toHaveLength(4);
    expect(calls[0].reply.body).toMatchObject({ result: { token: '<token:1>' } });
    expect(calls.slice(1).every((call) => call.request.auth === '<token:1>')).toBe(true);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    expect(journal.entries[1]).toEqual({ kind: 'route', href: '/organizations/distribution-lists' });
  });

  it('replays on a fresh seed with no differences: the minted list id is mapped in later calls', async () => {
    const report = await replay(journal);
    expect(report.replayed).toBe(4);
    expect(report.differing).toEqual([]);
    expect(reportText(report)).toContain('No differences.');
  });

  it('reports a deliberately changed reply value with its call, path, expected and actual', async () => {
    const changed = structuredClone(journal);
    const get = changed.entries.find((e) => e.kind === 'call' && e.n === 3);
    if (get?.kind !== 'call') throw new Error('no third call');
    (get.reply.body as { result: { name: string } }).result.name = 'Day Shift';
    const report = await replay(changed);
    expect(report.differing).toEqual([
      {
        n: 3,
        method: 'POST',
        path: '/api/distlist/get',
        differences: [{ path: '$.body.result.name', expected: 'Day Shift', actual: 'Night Shift' }],
      },
    ]);
    expect(reportText(report)).toContain('Call 3 POST /api/distlist/get: 1 difference(s)');
  });

  it('reports a mapped id that later comes back different, and a changed status', async () => {
    const changed = structuredClone(journal);
    const update = changed.entries.find((e) => e.kind === 'call' && e.n === 4);
    if (update?.kind !== 'call') throw new Error('no fourth call');
    update.reply.status = 409;
    const report = await replay(changed);
    expect(report.differing[0].differences[0]).toEqual({ path: '$.status', expected: 409, actual: 200 });
  });

  it('signs in as the recorded persona when recording began mid-session', async () => {
    const midway = structuredClone(journal);
    midway.entries = midway.entries.filter((e) => !(e.kind === 'call' && e.n === 1));
    midway.entries.forEach((e) => e.kind === 'call' && (e.n -= 1));
    const report = await replay(midway);
    expect(report.differing).toEqual([]);
    expect(report.notes).toEqual([
      `Call 1 used a session begun before recording: replay signed in as ${PERSONA.tenantAdmin}.`,
    ]);
  });

  it('refuses a file that is not a journal, another version, or a damaged one, with the reason', () => {
    expect(parseJournal('{not json')).toEqual({ ok: false, message: 'This file is not a journal: it is not JSON.' });
    expect(parseJournal('{"tables":{}}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a journal'),
    });
    expect(parseJournal(JSON.stringify({ ...journal, version: 9 }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('version 9'),
    });
    const bad = structuredClone(journal) as unknown as { entries: { request?: { auth: string } }[] };
    bad.entries[2].request!.auth = 'Bearer abc';
    expect(parseJournal(JSON.stringify(bad))).toMatchObject({
      ok: false,
      message: expect.stringContaining('entries.2.request.auth'),
    });
    expect(parseJournal(JSON.stringify(journal))).toMatchObject({ ok: true });
  });
});
