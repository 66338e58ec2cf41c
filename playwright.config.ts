import { defineConfig } from '@playwright/test';
import { baseURL, e2ePort, liveBaseURL, liveBuildMismatch, liveEnabled, livePort, mockPort, mockURL } from './tests/e2e/support/env';

// Playwright cannot download its own browser here: Debian's chromium, with the flags that keep
// it off the (closed) network. Service workers stay allowed: the offline specs need them.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ci = Boolean(process.env.CI);

if (liveEnabled) {
  const mismatch = liveBuildMismatch();
  if (mismatch) console.warn(`[e2e] ${mismatch}`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // The machine has two cores; the servers and the browser share them.
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      },
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
    // Live mode: the mock service over HTTP, and the live build served with a CSP that lets it
    // reach that API. Only specs tagged @live use them (see support/live.ts).
    ...(liveEnabled
      ? [
          {
            command: 'npx tsx scripts/mock-server.ts',
            url: `${mockURL}/auth/personas`,
            env: { MOCK_PORT: String(mockPort), PORT: String(mockPort), HOST: '127.0.0.1' },
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
