import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Serves a build with scripts/serve.mjs (its CSP, caching and compression), then asks once for
 * every file so the server's one-time compression is not counted in the first page load.
 */
export async function serve(root: string, dir: string, port: number, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), '--dir', dir], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Serving') && resolve());
    child.once('exit', (code) => reject(new Error(`serve.mjs --dir ${dir} exited with ${code} (port ${port} taken?)`)));
  });
  const url = `http://127.0.0.1:${port}`;
  for (const file of filesUnder(dir)) {
    const path = `/${relative(dir, file).split('\\').join('/')}`;
    if (path.startsWith('/.vite/')) continue;
    await fetch(url + path, { headers: { 'Accept-Encoding': 'br' } }).then((reply) => reply.arrayBuffer());
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * tsx compiles functions handed to page.evaluate with esbuild's keepNames, which calls a __name
 * helper that exists only in Node: every page the benchmark opens gets a stand-in first.
 */
export const nameHelper = { content: 'globalThis.__name = (target) => target;' };

/*
 * What a measure waits for while the page is timed, as CSS rather than as a role and name:
 * Playwright answers a role query by computing the accessibility tree of the whole page on every
 * poll, which at 4x CPU is a long task of its own (20-30 ms each) counted against the page.
 */
export const ACCEPT_BUTTON = 'button:has-text("Accept")';
export const MAIN_NAV = 'nav[aria-label="Main"]';

/** The middle value; the machine is shared, so every timing is the median of several runs. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
