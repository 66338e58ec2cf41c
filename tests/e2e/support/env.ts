import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Ports and URLs shared by playwright.config.ts and the specs; every port comes from the env. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const repoRoot = root;
export const e2ePort = port('E2E_PORT', 4317);
export const mockPort = port('MOCK_PORT', 8787);
export const livePort = port('E2E_LIVE_PORT', 4318);

export const baseURL = `http://127.0.0.1:${e2ePort}`;
export const mockURL = `http://127.0.0.1:${mockPort}`;
export const liveBaseURL = `http://127.0.0.1:${livePort}`;

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
