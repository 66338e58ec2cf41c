import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_API_BASE } from './mock-service/testing/test-api-base.ts';
import { pwaPlugin } from './scripts/pwa-config.ts';
import { scrollAreaRefsPlugin } from './scripts/scroll-area-refs.ts';
import { staticTermsPlugin } from './scripts/static-terms.ts';
import { stripEndpointSummariesPlugin } from './scripts/strip-endpoint-summaries.ts';
import { isolatedTests } from './scripts/test-projects.ts';

const CHART_MODULES =
  /[\\/]node_modules[\\/](@mantine[\\/]charts|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|reselect|immer|decimal\.js-light|eventemitter3|tiny-invariant|es-toolkit)[\\/]/;
const src = fileURLToPath(new URL('./src', import.meta.url));
const mock = fileURLToPath(new URL('./mock-service', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));
/** The tests that need a module graph of their own, read once per config load (scripts/test-projects.ts). */
const isolatedDom = isolatedTests(root, ['src']);
const NODE_TESTS = ['mock-service', 'scripts', 'tests'];
const isolatedNode = isolatedTests(root, NODE_TESTS, { environment: true });

export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      // Under vitest no module is ever hot-replaced, and the plugin's HMR code is not inert there: as
      // a route module is first evaluated it looks for a route with its id on `window.__TSR_ROUTER__`
      // (the last router made in the window) and "updates" it. In the screen tests' shared window
      // that was a test router of an earlier file, and the app's root route took that router's
      // root component (a bare Outlet): no sign-in gate, no frame (docs/testing.md, "Test time").
      codeSplittingOptions: { addHmr: !process.env.VITEST },
    }),
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
    // A lazy chunk's JavaScript dependencies are not announced with <link rel="modulepreload">
    // tags: each tag costs the main thread a DOM insertion (the demo tools alone list 60-odd
    // chunks), about 0.6 s of the signed-in landing page at 4x CPU. The browser finds them when
    // it parses the chunk, from the service worker's cache once installed. Stylesheets are still
    // loaded with the chunk, and the HTML still preloads what the entry imports.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
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
    // Each worker has its own window and module graph, so two run side by side safely.
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
      // They share one module graph per worker too: tests/setup/shared-modules.ts puts back what the
      // mock keeps for its worker's life (clock, mutation listeners, snapshot store, warmer, schedules).
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: isolatedNode,
          // The client reads its base URL once, when first imported, and a shared module graph
          // imports it for whichever file comes first (mock-service/testing/api-base.ts).
          env: { VITE_API_URL: TEST_API_BASE },
          isolate: false,
          provide: { sharedModules: true },
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', environment: 'node', include: isolatedNode },
      },
      // The screens share one jsdom window and module graph per worker: importing Mantine, React
      // and the router and building a window for each file cost more than most files' tests.
      // tests/setup/vitest.setup.ts resets what a file leaves behind (the `sharedWindow` flag).
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedDom,
          isolate: false,
          // In CI a failed test runs once more, as Playwright's do: the two cores are shared with
          // the other worker, and a 20 s wait can still be too short. renderRoute's message names
          // the calls it was waiting on and each route's status, for whoever meets one.
          retry: process.env.CI ? 1 : 0,
          provide: { sharedWindow: true },
        },
      },
      // Files that replace a module or a global get a window of their own (scripts/test-projects.ts).
      {
        extends: true,
        test: { name: 'dom-isolated', environment: 'jsdom', include: isolatedDom },
      },
    ],
  },
}));
