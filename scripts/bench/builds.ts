import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export interface Build {
  name: 'demo' | 'live' | 'floor';
  dir: string;
}

function viteBuild(args: string[], env: NodeJS.ProcessEnv, cwd: string): void {
  const vite = join(cwd, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--manifest', '--emptyOutDir', '--logLevel', 'warn', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/**
 * The production builds the benchmark measures, written under .bench/ so the e2e builds in dist/
 * and dist-live/ stay as they are: the demo build, a live build (its API URL points at a port
 * nothing answers on: the benchmark only loads its sign-in screen and reads its files), and the
 * floor, a blank Vite + React page built with the project's own vite and @vitejs/plugin-react.
 */
export function buildAll(root: string, out: string, apiPort: number): Build[] {
  const demo = join(out, 'dist');
  const live = join(out, 'dist-live');
  const floor = join(out, 'floor');
  viteBuild(['--outDir', demo], {}, root);
  viteBuild(['--mode', 'live', '--outDir', live], { VITE_API_URL: `http://127.0.0.1:${apiPort}` }, root);
  rmSync(floor, { recursive: true, force: true });
  viteBuild(['--config', join(root, 'scripts/bench-floor/vite.config.ts'), '--outDir', floor], {}, root);
  return [
    { name: 'demo', dir: demo },
    { name: 'live', dir: live },
    { name: 'floor', dir: floor },
  ];
}
