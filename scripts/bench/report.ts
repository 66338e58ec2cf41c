import { formatCount } from '../../src/lib/format';
import type { BuildBytes, Size } from './bytes';
import type { MainThreadFigures } from './main-thread';
import type { LoadFigures } from './page-load';
import type { ListFigures } from './mock-list';
import type { RouteFigures } from './route-change';
import type { WorldFigures } from './world';
import type { RoundTripFigures } from './dashboard-round-trip';
import type { DashboardChangeFigures } from './dashboard-change';

export type LoadKind = 'cold' | 'swReload' | 'offlineReload';
/** Median figures per target ('demo', 'floor'), profile and kind of load. */
export type LoadTable = Record<string, Record<string, Partial<Record<LoadKind, LoadFigures>>>>;

export interface Results {
  date: string;
  runs: number;
  note: string;
  bytes: Record<string, BuildBytes>;
  liveHasNoMock: {
    carriers: string[];
    mockChunkInManifest: boolean;
    requestedMockChunk: string[];
    responsesWithMarkers: string[];
  };
  pageLoad: LoadTable;
  routeChange: { persona: string; sessions: number; rounds: number; routes: RouteFigures[] };
  mockList: { method: string; sizes: ListFigures[] };
  world: WorldFigures & { handlerRoundTrip?: RoundTripFigures };
  restore: { mockSnapshot: { ms: number; outcome: string; users: number }; queryCache: { ms: number } };
  mainThread: MainThreadFigures;
  dashboardChange: DashboardChangeFigures;
  budgets: Budget[];
}

export interface Budget {
  name: string;
  limit: string;
  value: string;
  pass: boolean;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(value < 10 ? 1 : 0);
const sizeCells = (size: Size) => [kib(size.raw), kib(size.gzip), kib(size.brotli)];

export function table(title: string, head: string[], rows: string[][]): string {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [`\n${title}`, line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const kindLabel: Record<LoadKind, string> = {
  cold: 'cold load',
  swReload: 'reload (service worker; floor: HTTP cache)',
  offlineReload: 'offline reload',
};

export function render(results: Results): string {
  const out: string[] = [];
  const byteRows: string[][] = [];
  for (const [build, bytes] of Object.entries(results.bytes)) {
    byteRows.push([`${build}: initial JS (${bytes.initialJs.files.length} files)`, ...sizeCells(bytes.initialJs)]);
    byteRows.push([`${build}: initial CSS`, ...sizeCells(bytes.initialCss)]);
  }
  for (const chunk of results.bytes.demo.lazy) {
    byteRows.push([
      `demo lazy ${chunk.kind}: ${chunk.source.replace(/\?.*$/, '')} (${chunk.file.replace('assets/', '')})`,
      ...sizeCells(chunk),
    ]);
  }
  out.push(table('Bytes shipped (KiB)', ['what', 'raw', 'gzip', 'brotli'], byteRows));
  const precache = Object.entries(results.bytes)
    .filter(([, bytes]) => bytes.precache)
    .map(([build, bytes]) => `${build} ${bytes.precache!.entries} entries, ${kib(bytes.precache!.bytes)} KiB raw`);
  out.push(`Precache: ${precache.join('; ')}`);
  const live = results.liveHasNoMock;
  out.push(
    `Live build: files carrying mock markers: ${live.carriers.length ? live.carriers.join(', ') : 'none'}; mock chunk in its manifest: ${live.mockChunkInManifest ? 'yes' : 'no'}; ` +
      `mock chunk requested by a page load: ${live.requestedMockChunk.length ? live.requestedMockChunk.join(', ') : 'no'}; responses with mock markers: ${live.responsesWithMarkers.length || 'none'}`,
  );

  const loadRows: string[][] = [];
  for (const profile of Object.keys(results.pageLoad.demo ?? {})) {
    for (const kind of Object.keys(kindLabel) as LoadKind[]) {
      const ours = results.pageLoad.demo[profile]?.[kind];
      if (!ours) continue;
      const floor = results.pageLoad.floor?.[profile]?.[kind];
      const ratio = floor && floor.lcp > 0 ? `${(ours.lcp / floor.lcp).toFixed(1)}x` : '-';
      loadRows.push([
        `${profile}, ${kindLabel[kind]}`,
        ms(ours.lcp),
        ms(floor?.lcp),
        ratio,
        ms(ours.fcp),
        ms(ours.ready),
        ms(ours.tbt),
        ms(floor?.tbt),
        ours.cls.toFixed(3),
        `${ours.fromServiceWorker}/${ours.requests}`,
      ]);
    }
  }
  out.push(
    table(
      `Page load: the sign-in landing page, demo build vs floor (median of ${results.runs}; ms)`,
      ['load', 'LCP', 'floor LCP', 'ratio', 'FCP', 'ready', 'TBT', 'floor TBT', 'CLS', 'from SW'],
      loadRows,
    ),
  );

  const rc = results.routeChange;
  out.push(
    table(
      `Route change, click to painted (${rc.persona}, ${rc.sessions} sessions of ${rc.rounds} rounds; ms, unthrottled)`,
      ['route', 'first visit (median)', 'repeat (median)', 'worst'],
      rc.routes.map((route) => [route.route, ms(route.first), ms(route.repeat), ms(route.worst)]),
    ),
  );
  out.push(
    table(
      `Mock list call, page of 100 sorted and searched (${results.mockList.method}; ms)`,
      ['records', 'first call (builds caches)', 'call (median)'],
      results.mockList.sizes.map((size) => [formatCount(size.records), ms(size.firstCall), ms(size.call)]),
    ),
  );
  const w = results.world;
  out.push(
    table(
      `DNS world in Node (${w.fixture.orgs} organizations, ${w.fixture.sources} sources, ${w.fixture.sourceSets} source sets, ${formatCount(w.fixture.queriesPerDay)} queries a day; build ${ms(w.build)} ms; memory ${w.memoryMiB.toFixed(1)} MiB; ms)`,
      ['call', 'first on a fresh world (fills the caches)', 'later (median)'],
      [
        ...w.dashboard.map((d) => [`dashboard, 30 days, all organizations: ${d.call}`, ms(d.first), ms(d.median)]),
        ...w.logPreview.map((p) => [
          `24-hour log preview, first page: ${p.org}, filter ${p.filter}`,
          '-',
          ms(p.median),
        ]),
        ['impact analysis of one policy over a month (org-00)', '-', ms(w.impactMonth)],
        ...(w.handlerRoundTrip
          ? [
              [
                'mock handler round trip, seeded database: filtered-query-total, 30 days, all organizations',
                ms(w.handlerRoundTrip.first),
                ms(w.handlerRoundTrip.median),
              ],
            ]
          : []),
      ],
    ),
  );
  const restore = results.restore;
  out.push(
    `IndexedDB restore at start-up (median, unthrottled): mock snapshot ${ms(restore.mockSnapshot.ms)} ms (${restore.mockSnapshot.outcome}, ${restore.mockSnapshot.users} users); query cache read+parse ${ms(restore.queryCache.ms)} ms`,
  );
  const mt = results.mainThread;
  const tasks = (runs: number[][]) => runs.map((run) => (run.length ? run.map(ms).join('+') : 'none')).join(' / ');
  out.push(
    `Main thread at ${mt.cpu}x CPU, per run: long frames with over 50 ms in the mock's page scripts during its start-up ${tasks(mt.startUpLongTasks)}; during a sign-in and ${mt.calls - 1} data calls ${tasks(mt.callLongTasks)}; signed-in landing page TBT ${mt.landingTbts.map(ms).join(' / ')} ms`,
  );
  const dc = results.dashboardChange;
  out.push(
    dc.skipped
      ? `Dashboard duration and tab changes at ${dc.cpu}x CPU: skipped (${dc.skipped}).`
      : table(
          `Dashboard change at ${dc.cpu}x CPU, click to painted (the budget) and to settled (ms)`,
          ['change', 'painted', 'samples', 'settled', 'samples'],
          dc.changes.map((c) => [
            c.change,
            ms(c.median),
            c.samples.map(ms).join(' / '),
            ms(c.settled.median),
            c.settled.samples.map(ms).join(' / '),
          ]),
        ),
  );
  out.push(
    "ready: when the page can be used (the app's own Accept button is there), ms from navigation start; the LCP may come earlier, from the static first screen of index.html.",
  );
  out.push(
    table(
      'Budgets',
      ['budget', 'limit', 'measured', 'result'],
      results.budgets.map((b) => [b.name, b.limit, b.value, b.pass ? 'pass' : 'FAIL']),
    ),
  );
  out.push(`\n${results.note}`);
  return out.join('\n');
}
