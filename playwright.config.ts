import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import {
  baseURL,
  e2ePort,
  fcebBaseURL,
  fcebEnabled,
  fcebPort,
  liveBaseURL,
  liveBuildMismatch,
  liveEnabled,
  livePort,
  mockPort,
  mockURL,
} from './tests/e2e/support/env';

const ci = Boolean(process.env.CI);

/**
 * Specs whose time is mostly waiting, with little work for the cores: run beside the others. The
 * chaos walks wait out each failing call's retries; the live sign-in waits for its tokens' renewals.
 */
const WAITING_SPECS = ['**/chaos.spec.ts', '**/live-oidc.spec.ts'];
/** Browsers for the busy specs side by side: two on two cores; E2E_WORKERS on more. */
const busyWorkers = Number(process.env.E2E_WORKERS || 2);
const browser = {
  browserName: 'chromium' as const,
  viewport: { width: 1280, height: 800 },
  // The console then opens its modals, menus and notices without a slide or fade (theme.ts), so
  // no step waits for one to settle.
  reducedMotion: 'reduce' as const,
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

if (liveEnabled) {
  const mismatch = liveBuildMismatch();
  if (mismatch) console.warn(`[e2e] ${mismatch}`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Only specs: *.test.ts files beside them (tests/e2e/support/) need no browser and run in vitest.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Three browsers on this two-core machine: two for the busy specs and one for the specs that
  // mostly wait (WAITING_SPECS). One busy test alone kept the cores about half busy (the page's
  // main thread is the bottleneck); a second beside it took the browser tests from about 730 s to
  // 520 s, none failing for it in several whole runs (docs/testing.md, "Test time"). Each worker
  // keeps its own shared signed-in pages (fixtures.ts) for the whole run. E2E_WORKERS on more cores.
  workers: busyWorkers + 1,
  reporter: 'list',
  // Most specs are whole workflows: a sign-in boots the demo's mock (the 10,000-user database)
  // and lands on the Dashboard, whose first data the mock computes; some sign in twice, reload or
  // reset the demo, and some check WCAG rules over a whole page in both schemes. The longest take
  // about a minute here; the limit leaves room for a machine that is busy with other work, and
  // each step still waits at most `expect.timeout`.
  timeout: 150_000,
  // A screen's first data from the mock has taken over 10 s on a busy machine.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // Each test's new context would install the service worker, whose precache fetches and
    // compiles every chunk of the app (4.6 MB): seconds of CPU a test on two shared cores. The
    // specs that test offline use and updates allow it (`useServiceWorker()`, support/fixtures.ts).
    serviceWorkers: 'block',
    // A trace only for a test's retry (CI retries once): recording one screencasts every frame,
    // which Chromium's GPU and browser processes encode in software here, and took a third of
    // each test's time. Locally, `--trace on` records one for a test being looked into.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: WAITING_SPECS,
      workers: busyWorkers,
      use: browser,
    },
    {
      name: 'chromium-waits',
      testMatch: WAITING_SPECS,
      workers: 1,
      use: browser,
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs --dir dist',
      url: `${baseURL}/`,
      env: { PORT: String(e2ePort), HOST: '127.0.0.1' },
      reuseExistingServer: !ci,
      timeout: 30_000,
    },
    // The federal civilian build, for specs that call useFcebBuild() (see support/fceb.ts).
    ...(fcebEnabled
      ? [
          {
            command: 'node scripts/serve.mjs --dir dist-fceb',
            url: `${fcebBaseURL}/`,
            env: { PORT: String(fcebPort), HOST: '127.0.0.1' },
            reuseExistingServer: !ci,
            timeout: 30_000,
          },
        ]
      : []),
    // Live mode: the mock service over HTTP, and the live build served with a CSP that lets it
    // reach that API. Only specs tagged @live use them (see support/live.ts).
    ...(liveEnabled
      ? [
          {
            command: 'npx tsx scripts/mock-server.ts',
            url: `${mockURL}/auth/personas`,
            env: {
              MOCK_PORT: String(mockPort),
              PORT: String(mockPort),
              HOST: '127.0.0.1',
              MOCK_ALLOWED_ORIGINS: liveBaseURL,
              // Memory only: every run starts from the seed, apart from a developer's .mock-data/db.json.
              MOCK_DATA_FILE: '',
              // Short-lived access tokens, so the live specs see renewals (tests/e2e/live-oidc.spec.ts).
              MOCK_OIDC_TOKEN_TTL: '15',
            },
            reuseExistingServer: !ci,
            timeout: 60_000,
          },
          {
            command: 'node scripts/serve.mjs --dir dist-live',
            url: `${liveBaseURL}/`,
            env: { PORT: String(livePort), HOST: '127.0.0.1', CSP_CONNECT_SRC: mockURL },
            reuseExistingServer: !ci,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
