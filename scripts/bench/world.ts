/**
 * The DNS world's budgets (issue 11), timed in Node on the fixture of realistic size (30
 * organizations, 3,300 sources, one agency with 2,000): each dashboard data call over 30 days for
 * all organizations (the extension calls' summary and top lists too), a 24-hour log preview's
 * first page, impact analysis of one policy over a month, and the memory the model holds once
 * every cache is filled.
 *   npx tsx scripts/bench/world.ts [--runs 5]      (also part of npm run bench)
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pathToFileURL } from 'node:url';
import { contentId } from '../../mock-service/world/categories';
import { FIXTURE_NOW, fixture } from '../../mock-service/world/fixture';
import type { WorldInputs, WorldPolicy } from '../../mock-service/world/inputs';
import type { TrafficFilter } from '../../mock-service/world/traffic';
import { type World, createWorld, dashboardWindow } from '../../mock-service/world/world';

export interface WorldFigures {
  fixture: { orgs: number; sources: number; sourceSets: number; queriesPerDay: number };
  /** Building the world from its inputs (catalogue and decision tables). */
  build: number;
  /** Per dashboard call, 30 days, all organizations: the first on a fresh world, and the median of the later ones. */
  dashboard: { call: string; first: number; median: number }[];
  /** First page (100 rows) of a 24-hour preview of one organization, median. */
  logPreview: { org: string; filter: string; median: number }[];
  impactMonth: number;
  memoryMiB: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const { range: month, unit } = dashboardWindow(FIXTURE_NOW, 30);
const CALLS: [string, (world: World) => unknown][] = [
  ['total requests', (w) => w.series(month, unit, {}, 'total')],
  ['blocked requests', (w) => w.series(month, unit, {}, 'blocked')],
  ['IP version', (w) => w.breakdown(month, {}, 'ipVersion')],
  ['protocol', (w) => w.breakdown(month, {}, 'protocol')],
  ['record type', (w) => w.breakdown(month, {}, 'recordType')],
  ['blocked by security category', (w) => w.blockedByCategory(month, {})],
  // The extension calls: the summary totals this period and the one before.
  ['summary', (w) => [month, { from: 2 * month.from - month.to, to: month.from }].map((r) => w.totals(r, {}))],
  ['top blocked domains', (w) => w.blockedByName(month, {})],
  ['top blocked sources', (w) => w.blockedBySource(month, {})],
];

const candidate: WorldPolicy = {
  id: 'candidate',
  orgId: 'org-00',
  precedence: 5,
  action: 'block',
  expression: [{ selector: 'contentCategory', operator: 'in', values: [contentId('Social Networks')] }],
  enforcedFrom: FIXTURE_NOW,
};

function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export function worldFigures(runs: number): WorldFigures {
  const inputs: WorldInputs = fixture();
  const heapBefore = heapAfterGc();
  const builds: number[] = [];
  const firsts = CALLS.map(() => [] as number[]);
  for (let run = 0; run < runs; run++) {
    let world!: World;
    builds.push(time(() => (world = createWorld({ ...inputs }))));
    // Each call first on its own fresh world: the one that fills the caches pays for them.
    CALLS.forEach(([, call], k) => {
      const fresh = k === 0 ? world : createWorld({ ...inputs });
      firsts[k].push(time(() => call(fresh)));
    });
  }
  const world = createWorld(inputs);
  const later = CALLS.map(() => [] as number[]);
  CALLS.forEach(([, call]) => call(world));
  for (let round = 0; round < Math.max(5, runs * 3); round++)
    CALLS.forEach(([, call], k) => later[k].push(time(() => call(world))));
  const day = { from: FIXTURE_NOW - 24 * 3_600_000, to: FIXTURE_NOW };
  const previews: [string, string, TrafficFilter][] = [
    ['org-00', 'none', { orgIds: ['org-00'] }],
    ['org-00', 'Action: Block', { orgIds: ['org-00'], decisions: ['block'] }],
    ['org-05', 'none', { orgIds: ['org-05'] }],
  ];
  // The mock builds its world once per change of sources or policies, not per call.
  const built = createWorld(inputs);
  const repeat = (run: () => unknown) => median(Array.from({ length: Math.max(5, runs * 2) }, () => time(run)));
  const logPreview = previews.map(([org, filter, query]) => ({
    org,
    filter,
    median: repeat(() => built.page(day, query, 100)),
  }));
  const impactMonth = repeat(() => built.impact(candidate, { from: FIXTURE_NOW - 30 * 86_400_000, to: FIXTURE_NOW }));
  const total = (world.series(month, unit, {}, 'total') as { count: number }[]).reduce((a, p) => a + p.count, 0);
  world.impact(candidate, month);
  world.page(day, { orgIds: ['org-00'] }, 100);
  const memoryMiB = (heapAfterGc() - heapBefore) / 2 ** 20;
  return {
    fixture: {
      orgs: inputs.orgs.length,
      sources: inputs.sources.length,
      sourceSets: world.model.sets.length,
      queriesPerDay: Math.round(total / ((month.to - month.from) / 86_400_000)),
    },
    build: median(builds),
    dashboard: CALLS.map(([call], k) => ({ call, first: median(firsts[k]), median: median(later[k]) })),
    logPreview,
    impactMonth,
    memoryMiB,
  };
}

export function worldBudgets(figures: WorldFigures) {
  const slowest = figures.dashboard.reduce((a, b) => (b.median > a.median ? b : a));
  const preview = figures.logPreview.reduce((a, b) => (b.median > a.median ? b : a));
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    {
      name: `DNS world: dashboard call, 30 days, all organizations (slowest: ${slowest.call})`,
      limit: '30 ms',
      value: ms(slowest.median),
      pass: slowest.median <= 30,
    },
    {
      name: `DNS world: 24-hour log preview, first page (${preview.org}, filter ${preview.filter})`,
      limit: '100 ms',
      value: ms(preview.median),
      pass: preview.median <= 100,
    },
    {
      name: 'DNS world: impact analysis of one policy over a month',
      limit: '300 ms',
      value: ms(figures.impactMonth),
      pass: figures.impactMonth <= 300,
    },
    {
      name: 'DNS world: model memory, every cache filled',
      limit: '30 MiB',
      value: `${figures.memoryMiB.toFixed(1)} MiB`,
      pass: figures.memoryMiB <= 30,
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
  const figures = worldFigures(runs);
  console.log(JSON.stringify(figures, null, 2));
  const budgets = worldBudgets(figures);
  for (const b of budgets) console.log(`${b.pass ? 'pass' : 'FAIL'}  ${b.name}: ${b.value} (limit ${b.limit})`);
  if (process.argv.includes('--check') && budgets.some((b) => !b.pass)) process.exitCode = 1;
}
