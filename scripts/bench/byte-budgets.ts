import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildBytes, RECHARTS_MARKER, demoMarkersIn, mockCodeIn } from './bytes';
import type { Budget } from './report';

/**
 * The byte budgets (docs/performance.md), one definition for `npm run bench -- --check` and for
 * the guard `npm test` runs after its builds (scripts/check-bytes.ts). Bytes are deterministic,
 * so a regression fails CI; timings stay in the benchmark.
 */
export const BYTE_LIMITS = {
  initialJs: 170 * 1024,
  initialCss: 40 * 1024,
  lazyChunk: 50 * 1024,
  /** The one exception: @mantine/charts with Recharts and its d3 modules, loaded by chart screens only. */
  chartsChunk: 110 * 1024,
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `builds` maps a build's name (demo, live, ...) to its folder and measured bytes. */
export function byteBudgets(
  builds: Record<string, { dir: string; bytes: BuildBytes }>,
  demo = 'demo',
  live = 'live',
): Budget[] {
  const entries = Object.entries(builds);
  const worst = <T>(list: T[], value: (item: T) => number) => list.reduce((a, b) => (value(b) > value(a) ? b : a));
  const js = worst(entries, ([, b]) => b.bytes.initialJs.brotli);
  const css = worst(entries, ([, b]) => b.bytes.initialCss.brotli);
  const budgets: Budget[] = [
    {
      name: `initial JS, brotli (${js[0]} build)`,
      limit: kib(BYTE_LIMITS.initialJs),
      value: kib(js[1].bytes.initialJs.brotli),
      pass: js[1].bytes.initialJs.brotli <= BYTE_LIMITS.initialJs,
    },
    {
      name: `initial CSS, brotli (${css[0]} build)`,
      limit: kib(BYTE_LIMITS.initialCss),
      value: kib(css[1].bytes.initialCss.brotli),
      pass: css[1].bytes.initialCss.brotli <= BYTE_LIMITS.initialCss,
    },
  ];
  const lazy = entries.flatMap(([name, build]) => build.bytes.lazy.map((chunk) => ({ name, dir: build.dir, chunk })));
  const plain = lazy.filter(({ chunk }) => chunk.kind !== 'mock' && chunk.kind !== 'charts');
  if (plain.length) {
    const biggest = worst(plain, ({ chunk }) => chunk.brotli);
    budgets.push({
      name: `largest lazy chunk, brotli (${biggest.chunk.source.replace(/\?.*$/, '')}, ${biggest.name} build; mock and charts apart)`,
      limit: kib(BYTE_LIMITS.lazyChunk),
      value: kib(biggest.chunk.brotli),
      pass: biggest.chunk.brotli <= BYTE_LIMITS.lazyChunk,
    });
  }
  const charts = lazy.filter(({ chunk }) => chunk.kind === 'charts');
  if (charts.length) {
    const biggest = worst(charts, ({ chunk }) => chunk.brotli);
    budgets.push({
      name: `charts chunk, brotli (@mantine/charts and Recharts, ${biggest.name} build)`,
      limit: kib(BYTE_LIMITS.chartsChunk),
      value: kib(biggest.chunk.brotli),
      pass: biggest.chunk.brotli <= BYTE_LIMITS.chartsChunk,
    });
  }
  // Recharts anywhere but the charts chunk means the group in vite.config.ts no longer holds it.
  const stray = plain.filter(({ dir, chunk }) => readFileSync(join(dir, chunk.file)).includes(RECHARTS_MARKER));
  budgets.push({
    name: 'Recharts only in the charts chunk',
    limit: 'no other chunk',
    value: stray.length ? stray.map(({ chunk }) => chunk.file).join(', ') : 'none elsewhere',
    pass: stray.length === 0,
  });
  if (builds[demo] && builds[live]) {
    const markers = demoMarkersIn(builds[demo].dir, builds[live].dir);
    const missing = markers.filter((m) => !m.inDemo).map((m) => m.marker);
    const found = markers.filter((m) => m.live.length).map((m) => `${m.marker} in ${m.live.join(', ')}`);
    const { mockChunk } = mockCodeIn(builds[live].dir);
    if (mockChunk) found.push('the mock chunk in its manifest');
    budgets.push({
      name: 'no mock code nor demo tools in the live build',
      limit: 'none',
      value: found.length
        ? `found: ${found.join('; ')}`
        : missing.length
          ? `marker not in the demo build: ${missing.join(', ')}`
          : 'none',
      pass: !found.length && !missing.length,
    });
  }
  return budgets;
}
