import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A string, not new URL(): the jsdom environment replaces the URL class.
const script = join(dirname(fileURLToPath(import.meta.url)), 'serve.mjs');
let top: string;
let server: ChildProcess;
let port: number;

/** Raw requests, so paths reach the server exactly as written (fetch would normalise them). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** The policy's directives by name, each with its sources. */
const parseCsp = (header: string) =>
  new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );

beforeAll(async () => {
  top = await mkdtemp(join(tmpdir(), 'serve-test-'));
  const dist = join(top, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, 'guide'));
  await writeFile(join(top, 'secret.txt'), 'secret');
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(dist, 'sw.js'), 'self.x = 1;');
  await writeFile(join(dist, 'manifest.webmanifest'), '{}');
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), 'export {};');
  await writeFile(join(dist, 'guide', 'intro.md'), '# Intro');
  server = spawn(process.execPath, [script, '--dir', dist], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CSP_CONNECT_SRC: 'https://api.example.gov' },
  });
  port = await new Promise<number>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /:(\d+)\/\s*$/m.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  await rm(top, { recursive: true, force: true });
});

describe('serve.mjs', () => {
  it('sends the CSP and security headers on every reply, errors included', async () => {
    for (const path of ['/', '/dashboard', '/organizations/users', '/index.html', '/missing.js']) {
      const { headers } = await get(path);
      const csp = parseCsp(String(headers['content-security-policy'] ?? ''));
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('connect-src'), path).toEqual(["'self'", 'https://api.example.gov']);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('answers extensionless paths with the app shell, but not API or guide paths', async () => {
    const deep = await get('/organizations/4/settings');
    expect(deep.status).toBe(200);
    expect(deep.body).toContain('<title>app</title>');
    expect((await get('/user/api/users')).status).toBe(404);
    expect((await get('/guide/missing')).status).toBe(404);
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('answers a missing file under /assets/ with an uncached 404, never the app shell cached for a year', async () => {
    for (const path of ['/assets/index-Gone99.js', '/assets/index-Gone99', '/assets/nested/chunk']) {
      const { status, headers, body } = await get(path);
      expect([path, status, headers['cache-control']]).toEqual([path, 404, 'no-store']);
      expect(body).not.toContain('<title>app</title>');
    }
  });

  it('names content types and caching per file', async () => {
    const expectations: [string, string, string][] = [
      ['/', 'text/html; charset=utf-8', 'no-cache'],
      ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
      ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
      ['/guide/intro.md', 'text/markdown; charset=utf-8', 'no-cache'],
      ['/assets/index-AbC123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ];
    for (const [path, type, cache] of expectations) {
      const { status, headers } = await get(path);
      expect([path, status, headers['content-type'], headers['cache-control']]).toEqual([path, 200, type, cache]);
    }
  });

  it('answers a matching ETag with 304 and HEAD without a body', async () => {
    const first = await get('/sw.js');
    expect((await get('/sw.js', { 'If-None-Match': String(first.headers.etag) })).status).toBe(304);
    const head = await get('/sw.js', {}, 'HEAD');
    expect([head.status, head.body]).toEqual([200, '']);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  it('compresses text for clients that accept it, and leaves it alone for the rest', async () => {
    const br = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    const gz = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-AbC123.js');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'export {};']);
  });

  it('never serves a file outside its directory', async () => {
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/a/..%5c..%5csecret.txt',
      '/%00',
    ]) {
      const { status, body } = await get(path);
      expect(body, path).not.toContain('secret');
      expect([400, 404], path).toContain(status);
    }
  });
});
