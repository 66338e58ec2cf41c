import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Ports and URLs shared by playwright.config.ts and the specs; every port comes from the env. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const repoRoot = root;
export const e2ePort = port('E2E_PORT', 4317);
export const mockPort = port('MOCK_PORT', 8787);
export const livePort = port('E2E_LIVE_PORT', 4318);
// Beside E2E_PORT by default, so engineers who set their own E2E_PORT get their own one too.
export const fcebPort = port('E2E_FCEB_PORT', e2ePort + 3);

export const baseURL = `http://127.0.0.1:${e2ePort}`;
export const mockURL = `http://127.0.0.1:${mockPort}`;
export const liveBaseURL = `http://127.0.0.1:${livePort}`;
export const fcebBaseURL = `http://127.0.0.1:${fcebPort}`;

/**
 * The federal civilian (FCEB) build in dist-fceb, for the specs of what only that variant shows.
 * E2E_FCEB=1 insists on it, E2E_FCEB=0 leaves it out; by default it runs when it has been built.
 */
export const fcebEnabled =
  process.env.E2E_FCEB === '1' || (process.env.E2E_FCEB !== '0' && existsSync(`${root}dist-fceb/index.html`));

/**
 * Live mode needs the mock server and a dist-live built against it. E2E_LIVE=1 insists on it
 * (a missing piece then fails loudly), E2E_LIVE=0 leaves it out, and by default it runs when
 * both pieces are present, so the demo-mode specs never wait on them.
 */
export const liveEnabled =
  process.env.E2E_LIVE === '1' ||
  (process.env.E2E_LIVE !== '0' &&
    existsSync(`${root}scripts/mock-server.ts`) &&
    existsSync(`${root}dist-live/index.html`));

/** A live build talks to the API URL baked in at build time; say so when it isn't this mock. */
export function liveBuildMismatch(): string | undefined {
  const assets = `${root}dist-live/assets/`;
  if (!existsSync(assets)) return undefined;
  const baked = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(assets + name, 'utf8').includes(mockURL));
  return baked
    ? undefined
    : `dist-live does not mention ${mockURL}: rebuild it with VITE_API_URL=${mockURL} npm run build:live`;
}
