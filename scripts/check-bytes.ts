/**
 * The byte guard `npm test` runs after its builds: initial JS and CSS, the largest lazy chunk,
 * the charts chunk, and no mock code nor demo tools in the live build (docs/performance.md). It
 * reads the builds' manifests (vite.config.ts writes them), prints a table and exits 1 when a
 * budget is passed. Timings are not here: they are noisy, and live in `npm run bench -- --check`.
 *   npx tsx scripts/check-bytes.ts [demo-dir] [live-dir] [more dirs...]   (default: dist dist-live dist-fceb)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { byteBudgets } from './bench/byte-budgets';
import { measureBytes } from './bench/bytes';
import { table } from './bench/report';

const root = fileURLToPath(new URL('..', import.meta.url));
const [demoDir = 'dist', liveDir = 'dist-live', ...more] = process.argv.slice(2);
const dirs: Record<string, string> = { demo: demoDir, live: liveDir };
for (const dir of more.length ? more : ['dist-fceb']) if (existsSync(resolve(root, dir))) dirs[dir] = dir;

const builds = Object.fromEntries(
  await Promise.all(
    Object.entries(dirs).map(async ([name, dir]) => {
      const path = resolve(root, dir);
      if (!existsSync(join(path, '.vite/manifest.json'))) {
        console.error(
          `check-bytes: ${dir}/.vite/manifest.json is missing: build first (npm run build, npm run build:live).`,
        );
        process.exit(1);
      }
      return [name, { dir: path, bytes: await measureBytes(path) }] as const;
    }),
  ),
);
const budgets = byteBudgets(builds);
const rows = Object.entries(builds).map(([name, { bytes }]) => [
  name,
  (bytes.initialJs.brotli / 1024).toFixed(1),
  (bytes.initialCss.brotli / 1024).toFixed(1),
  String(bytes.lazy.length),
]);
console.log(table('Builds (KiB, brotli)', ['build', 'initial JS', 'initial CSS', 'lazy chunks'], rows));
console.log(
  table(
    'Byte budgets',
    ['budget', 'limit', 'result', 'value'],
    budgets.map((b) => [b.name, b.limit, b.pass ? 'pass' : 'FAIL', b.value]),
  ),
);
const failed = budgets.filter((b) => !b.pass);
console.log(`\n${budgets.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) process.exitCode = 1;
