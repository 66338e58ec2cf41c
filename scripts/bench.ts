/**
 * The speed and size benchmark (docs/performance.md): builds the demo, a live build and a blank
 * Vite + React floor page, serves them with scripts/serve.mjs, drives Debian's Chromium, prints a
 * table and writes bench-results/latest.json. With --check it exits 1 when a budget is exceeded.
 *   npm run bench [-- --check] [-- --runs 3] [-- --no-build] [-- --only landing,dashboard-change]
 *   env: BENCH_PORT (4450), CHROMIUM_PATH, BENCH_DIR (with --only: the demo build to serve, default .bench/dist)
 * --only runs just the named browser measures (see ONLY) and prints their figures as JSON, with no
 * table, budgets nor latest.json: for comparing one change A/B.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { buildAll } from './bench/builds';
import { ACCEPT_BUTTON, type Server, launchChromium, median, nameHelper, serve } from './bench/browser';
import { budgets } from './bench/budgets';
import { MOCK_MARKERS, measureBytes, mockCodeIn } from './bench/bytes';
import { mainThreadFigures } from './bench/main-thread';
import { mockListFigures } from './bench/mock-list';
import { type LoadFigures, type Target, loadRun, profiles } from './bench/page-load';
import { type LoadKind, type LoadTable, type Results, render } from './bench/report';
import { routeChanges, signIn } from './bench/route-change';
import { worldFigures } from './bench/world';
import { dashboardRoundTrip } from './bench/dashboard-round-trip';
import { dashboardChanges } from './bench/dashboard-change';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const ONLY = ['page-load', 'route-change', 'landing', 'dashboard-change'] as const;
const only = args.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(ONLY as readonly string[]).includes(name));
if (unknown?.length) throw new Error(`--only takes ${ONLY.join(', ')}; not ${unknown.join(', ')}`);
const runs = Math.max(1, Number(args.runs));
const basePort = Number(process.env.BENCH_PORT || 4450);
const ports = { demo: basePort, live: basePort + 1, floor: basePort + 2, api: basePort + 9 };
const out = join(root, '.bench');
const persona = 'Olivia Bennett';
const personaEmail = 'olivia.bennett@cisa.dhs.gov';
const t0 = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${message}`);

function medianFigures(list: LoadFigures[]): LoadFigures {
  const pick = (key: keyof LoadFigures) => median(list.map((figures) => figures[key]));
  return {
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    ready: pick('ready'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    requests: pick('requests'),
    fromServiceWorker: pick('fromServiceWorker'),
  };
}

async function pageLoads(browser: Browser, targets: Target[]): Promise<LoadTable> {
  const table: LoadTable = {};
  for (const target of targets) {
    table[target.name] = {};
    for (const profile of profiles) {
      const collected: Record<LoadKind, LoadFigures[]> = { cold: [], swReload: [], offlineReload: [] };
      // Targets alternate run by run inside one profile, so a busy spell on the machine hits both.
      for (let run = 0; run < runs; run++) {
        const result = await loadRun(browser, target, profile);
        for (const kind of Object.keys(collected) as LoadKind[]) if (result[kind]) collected[kind].push(result[kind]!);
      }
      table[target.name][profile.name] = Object.fromEntries(
        Object.entries(collected)
          .filter(([, list]) => list.length)
          .map(([kind, list]) => [kind, medianFigures(list)]),
      );
      log(`page load: ${target.name}, ${profile.name} done`);
    }
  }
  return table;
}

/** Loads the live build's sign-in page and lists any request for, or response carrying, mock code. */
async function liveLoad(browser: Browser, url: string, mockChunk: string | undefined) {
  const context = await browser.newContext();
  const requested: string[] = [];
  const carrying: string[] = [];
  const page = await context.newPage();
  page.on('request', (request) => mockChunk && request.url().includes(mockChunk) && requested.push(request.url()));
  page.on('response', async (response) => {
    if (!/\.(js|css|html)$|\/$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => '');
    if (MOCK_MARKERS.some((marker) => body.includes(marker))) carrying.push(response.url());
  });
  await page.goto(url);
  await page.waitForFunction(() => Boolean(document.getElementById('root')?.innerText.trim()));
  await page.waitForTimeout(1000);
  await context.close();
  return { requestedMockChunk: requested, responsesWithMarkers: carrying };
}

/** Reloads a signed-in page (the sign-in wrote a snapshot) and reads the start-up restore timings. */
async function restoreTimings(browser: Browser, url: string) {
  const context = await browser.newContext();
  await context.addInitScript(nameHelper);
  const page: Page = await context.newPage();
  await signIn(page, url, persona);
  const samples: { mock: number; outcome: string; query: number }[] = [];
  for (let run = 0; run < Math.max(3, runs); run++) {
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    samples.push(
      await page.evaluate(() => {
        const mock = performance.getEntriesByName('pdns-mock:restore')[0] as PerformanceMeasure | undefined;
        const query = performance.getEntriesByName('pdns-query-cache:restore')[0];
        return {
          mock: mock?.duration ?? Number.NaN,
          outcome: String(mock?.detail ?? 'none'),
          query: query?.duration ?? Number.NaN,
        };
      }),
    );
  }
  await context.close();
  const { buildSeed } = await import('../mock-service/seed');
  return {
    mockSnapshot: {
      ms: median(samples.map((s) => s.mock)),
      outcome: samples.at(-1)!.outcome,
      users: buildSeed().users.length,
    },
    queryCache: { ms: median(samples.map((s) => s.query)) },
  };
}

/** --only: the named measures on the demo build, their figures printed as JSON. */
async function onlyMeasures(names: string[], demoDir: string): Promise<void> {
  const browser = await launchChromium();
  const server = await serve(root, demoDir, ports.demo);
  const url = `${server.url}/`;
  const figures: Record<string, unknown> = {};
  try {
    if (names.includes('page-load')) {
      log(`Page loads (${runs} runs each)…`);
      const ready = (page: Page) => page.getByRole('button', { name: 'Accept' }).waitFor();
      figures.pageLoad = await pageLoads(browser, [{ name: 'demo', url, serviceWorker: true, ready }]);
    }
    if (names.includes('route-change')) {
      log('Route changes…');
      figures.routeChange = await routeChanges(browser, url, persona, runs);
    }
    if (names.includes('landing')) {
      log('Main thread at 4x CPU and the signed-in landing page…');
      figures.mainThread = await mainThreadFigures(browser, url, persona, personaEmail, runs);
    }
    if (names.includes('dashboard-change')) {
      log('Dashboard duration and tab changes at 4x CPU…');
      figures.dashboardChange = await dashboardChanges(browser, url, persona, runs);
    }
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  // The machine's load when the run began: a figure above its core count means other work ran.
  const loadBefore = loadavg()[0];
  if (!args['no-build']) {
    log('Building the demo, a live build and the floor page…');
    buildAll(root, out, ports.api);
  }
  const dirs = { demo: join(out, 'dist'), live: join(out, 'dist-live'), floor: join(out, 'floor') };
  if (only) return onlyMeasures(only, process.env.BENCH_DIR || dirs.demo);
  const [demo, live, floor] = await Promise.all([dirs.demo, dirs.live, dirs.floor].map(measureBytes));
  const bytes = { demo, live, floor };
  const mockChunk = bytes.demo.lazy
    .find((chunk) => chunk.source === 'mock-service/browser.ts')
    ?.file.replace('assets/', '');
  const liveFiles = mockCodeIn(dirs.live);

  log('Timing the mock list call in Node…');
  const mockList = mockListFigures([1_000, 10_000, 100_000], runs);
  log('Timing the DNS world in Node…');
  const world = { ...worldFigures(runs), handlerRoundTrip: await dashboardRoundTrip(runs) };

  const servers: Server[] = [];
  const browser = await launchChromium();
  try {
    servers.push(await serve(root, dirs.demo, ports.demo));
    servers.push(await serve(root, dirs.live, ports.live, { CSP_CONNECT_SRC: `http://127.0.0.1:${ports.api}` }));
    servers.push(await serve(root, dirs.floor, ports.floor));
    const [demoUrl, liveUrl, floorUrl] = servers.map((server) => server.url);
    const targets: Target[] = [
      // The app's own Accept button: the static first screen of index.html shows the Terms of Use
      // too, but its copy of the button is no button and does nothing.
      {
        name: 'demo',
        url: `${demoUrl}/`,
        serviceWorker: true,
        ready: (page) => page.locator(ACCEPT_BUTTON).waitFor(),
      },
      { name: 'floor', url: `${floorUrl}/`, serviceWorker: false, ready: (page) => page.locator('h1').waitFor() },
    ];
    log(`Page loads (${runs} runs each)…`);
    const pageLoad = await pageLoads(browser, targets);
    log('Route changes…');
    const routes = await routeChanges(browser, `${demoUrl}/`, persona, runs);
    log('IndexedDB restore and the live build…');
    const restore = await restoreTimings(browser, `${demoUrl}/`);
    const live = await liveLoad(browser, `${liveUrl}/`, mockChunk);
    log('Main thread at 4x CPU: the mock start-up and calls, the signed-in landing page…');
    const mainThread = await mainThreadFigures(browser, `${demoUrl}/`, persona, personaEmail, runs);
    log('Dashboard duration and tab changes at 4x CPU…');
    const dashboardChange = await dashboardChanges(browser, `${demoUrl}/`, persona, runs);
    if (dashboardChange.skipped) log(`Dashboard changes skipped: ${dashboardChange.skipped}.`);

    const partial = {
      date: new Date().toISOString(),
      runs,
      bytes,
      liveHasNoMock: { carriers: liveFiles.carriers, mockChunkInManifest: liveFiles.mockChunk, ...live },
      pageLoad,
      routeChange: { persona, sessions: runs, rounds: 2, routes },
      mockList: { method: 'mock-service/core/paginate called in Node with the users handler options', sizes: mockList },
      world,
      restore,
      mainThread,
      dashboardChange,
    };
    const results: Results = {
      ...partial,
      budgets: budgets(partial, dirs),
      note:
        `Timings are medians of ${runs} runs. Load average over the minute before the run ` +
        `${loadBefore.toFixed(2)} on ${availableParallelism()} cores; timings move with other work. ` +
        `Finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    };
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(render(results));
    console.log('Wrote bench-results/latest.json');
    if (args.check && results.budgets.some((budget) => !budget.pass)) {
      console.error('\nbench --check: a budget is exceeded.');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
