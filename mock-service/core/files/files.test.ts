// @vitest-environment node
import { getResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorKey } from '../../../src/api/error-keys';
import { clock } from '../clock';
import { notFound } from '../mock-error';
import { fileHandler } from './file-handler';
import { defineFileRecipe, issueFile } from './files';

const START = Date.UTC(2026, 10, 23, 18, 0, 0);
const gone = new Set<string>();
const note = defineFileRecipe({
  id: 'test-note',
  params: v.object({ subject: v.string() }),
  contentType: 'text/plain; charset=utf-8',
  generate: ({ params, issuedAt }) => {
    if (gone.has(params.subject)) throw notFound('The subject');
    return `Note on ${params.subject}, issued ${new Date(issuedAt).toISOString()}`;
  },
});
const origin = new Request('http://pdns-mock.test/api/anything', { method: 'POST' });
const issue = (subject = 'Agriculture', ttlSeconds = 60) =>
  issueFile(origin, { recipe: note, params: { subject }, name: 'Note é 1.txt', ttlSeconds });
const open = async (url: string) => (await getResponse([fileHandler], new Request(url)))!;
const errorKey = async (response: Response) => ((await response.json()) as { errors: { key: string }[] }).errors[0].key;

afterEach(() => {
  clock.useRealTime();
  gone.clear();
});

describe('the file service', () => {
  it('issues an S3-shaped link on the calling origin that serves the content with its name and type', async () => {
    clock.useVirtualTime(START);
    const url = new URL(issue());
    expect(url.origin).toBe('http://pdns-mock.test');
    expect(url.pathname).toMatch(/^\/mock-files\/test-note\/[\w-]+\/Note%20%C3%A9%201\.txt$/);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261123T180000Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const response = await open(url.href);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Note _ 1.txt"; filename*=UTF-8''Note%20%C3%A9%201.txt`,
    );
    expect(await response.text()).toBe('Note on Agriculture, issued 2026-11-23T18:00:00.000Z');
  });

  it('honours the expiry on the mock clock: valid until the last millisecond, then file.expired', async () => {
    clock.useVirtualTime(START);
    const url = issue('Energy', 60);
    clock.advance(59_999);
    expect((await open(url)).status).toBe(200);
    clock.advance(1);
    const expired = await open(url);
    expect(expired.status).toBe(403);
    expect(await errorKey(expired)).toBe(ErrorKey.fileExpired);
  });

  it('refuses an edited link: a longer expiry, other parameters or another recipe', async () => {
    clock.useVirtualTime(START);
    const url = new URL(issue('Energy', 60));
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '3600');
    const otherParams = new URL(url.href.replace(/test-note\/[\w-]+\//, `test-note/${btoa('{"subject":"NASA"}')}/`));
    const unsigned = new URL(url);
    unsigned.searchParams.delete('X-Amz-Signature');
    for (const edited of [longer, otherParams, unsigned]) {
      const response = await open(edited.href);
      expect(response.status).toBe(403);
      expect(await errorKey(response)).toBe(ErrorKey.forbidden);
    }
  });

  it('answers file.notFound when the subject of the file is gone by the time it is opened', async () => {
    const url = issue('Labor');
    gone.add('Labor');
    const response = await open(url);
    expect(response.status).toBe(404);
    expect(await errorKey(response)).toBe(ErrorKey.fileNotFound);
  });

  it('refuses to issue with parameters its recipe rejects or a lifetime S3 would not sign', () => {
    expect(() =>
      issueFile(origin, { recipe: note, params: { subject: 7 } as never, name: 'x.txt', ttlSeconds: 60 }),
    ).toThrow();
    for (const ttlSeconds of [0, 1.5, 7 * 24 * 3600 + 1]) expect(() => issue('Labor', ttlSeconds)).toThrow(RangeError);
  });

  it('declares each recipe id once', () => {
    expect(() =>
      defineFileRecipe({ id: 'test-note', params: v.object({}), contentType: 'text/plain', generate: () => '' }),
    ).toThrow(/twice/);
  });
});
