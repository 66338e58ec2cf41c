import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { pwaPlugin } from './scripts/pwa-config.ts';
import { scrollAreaRefsPlugin } from './scripts/scroll-area-refs.ts';
import { staticTermsPlugin } from './scripts/static-terms.ts';
import { stripEndpointSummariesPlugin } from './scripts/strip-endpoint-summaries.ts';

const CHART_MODULES =
  /[\\/]node_modules[\\/](@mantine[\\/]charts|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|reselect|immer|decimal\.js-light|eventemitter3|tiny-invariant|es-toolkit)[\\/]/;
/*
 * Test files that need a module graph and a window of their own, kept out of the shared `dom`
 * project (docs/testing.md, "Test time"); each failed when run after other files in one worker.
 */
const DOM_ISOLATED = [
  // vi.mock: a module another file already imported keeps its real exports.
  'src/api/list-source.test.ts',
  'src/api/session/actions.test.ts',
  'src/api/session/provider-session.test.ts',
  'src/api/session/switch-organization-live.test.ts',
  'src/components/update-prompt.test.tsx',
  'src/features/areas/api-management-tab-rule.test.ts',
  'src/features/areas/gap-analysis-tab-rule.test.ts',
  'src/features/auth/login-screen.test.tsx',
  'src/features/auth/request-access-form.test.tsx',
  'src/features/auth/rules-of-behavior-modal.test.tsx',
  'src/features/auth/session-gate.test.tsx',
  'src/features/auth/session-timeout.test.tsx',
  'src/features/logs/sinkhole/sinkhole-logs-screen.test.tsx',
  'src/features/organizations/access-keys/api-management-tab.test.tsx',
  'src/features/organizations/display-name-rule.test.tsx',
  'src/features/organizations/onboarding/organization-step.test.tsx',
  'src/features/shell/app-header.test.tsx',
  'src/features/shell/information-banner.test.tsx',
  'src/features/threats/coverage/coverage-screen.test.tsx',
  'src/features/threats/gap-analysis/gap-screen.test.tsx',
  // vi.stubGlobal: the stubbed window globals would stay for the next file.
  'src/features/shell/user-guide/user-guide-modal.test.tsx',
  // vi.resetModules: every module of the shared graph would load again for the files after it.
  'src/features/demo/tours/tour-state.test.ts',
  // The client reads its base URL once; the in-process mock's files set another first.
  'src/api/client.test.ts',
  // Failed after other files in the shared run: a reseed timed out, a refusal's message never showed.
  'src/api/mutations.test.tsx',
  'src/features/demo/sections/faults-section.test.tsx',
  'src/features/organizations/sources/enrollment/enrollment-dialog.test.tsx',
];

const src = fileURLToPath(new URL('./src', import.meta.url));
const mock = fileURLToPath(new URL('./mock-service', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes' }),
    react(),
    scrollAreaRefsPlugin(),
    stripEndpointSummariesPlugin(),
    staticTermsPlugin(),
    pwaPlugin(mode),
  ],
  resolve: { alias: { '@': src, '@mock': mock } },
  define: {
    // Fixed at build time so a live build drops the mock's dynamic import entirely.
    'import.meta.env.VITE_APP_MODE': JSON.stringify(mode === 'live' ? 'live' : process.env.VITE_APP_MODE || 'demo'),
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // scripts/check-bytes.ts (in npm test) and the benchmark read the initial and lazy chunks from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk. Left to itself, rolldown
        // splits it into a chunk per set of importers (40-odd files of 1-90 KiB), and each is a
        // request of its own before the first render: over HTTP/1.1 and a slow link that costs a
        // round trip per six files (docs/performance.md).
        // The charts group: @mantine/charts, Recharts and what only Recharts uses, in one lazy chunk
        // for every chart screen (the only chunk allowed past 50 KiB brotli: scripts/check-bytes.ts
        // finds it by this name and by Recharts' own class names in it).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'charts', test: CHART_MODULES },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    // The demo seed built once per run, for every file to load (tests/setup/seed-snapshot.ts).
    globalSetup: ['./tests/setup/seed-snapshot.ts'],
    // Vitest's default for a run is one worker fewer than the cores: one worker on this two-core
    // machine, with the second core idle for the whole unit phase (its files ran one after another).
    // Each worker has a window and a module graph of its own, so two run side by side safely.
    // VITEST_WORKERS=1 on a machine busy with other work.
    maxWorkers: Number(process.env.VITEST_WORKERS || 2),
    testTimeout: 15000,
    // Reseeding the 10,000-user organization after a test wrote to it takes seconds on a busy machine.
    hookTimeout: 30000,
    css: false,
    // The mock and the scripts run in Node and in a worker, never in a page: building a jsdom
    // window for each of their files cost more than most of their tests (docs/testing.md, "Test time").
    // A file that stands in for the page asks for jsdom itself (mock-service/browser.test.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['mock-service/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
      // One jsdom window and one import of React, Mantine and the router per worker, not per file.
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...DOM_ISOLATED],
          isolate: false,
          // Read once per worker, by whichever file imports the config first: the same for every file.
          env: { VITE_API_URL: 'http://pdns-mock.test' },
          // tests/setup/vitest.setup.ts resets the shared window and modules after each file.
          provide: { sharedWindow: true },
        },
      },
      { extends: true, test: { name: 'dom-isolated', environment: 'jsdom', include: DOM_ISOLATED } },
    ],
  },
}));
