import { readFileSync } from 'node:fs';
import { repoRoot } from './env';

/** What stands in for a path parameter or a splat when a route is visited. */
const SAMPLE_PARAM = '1';
const SAMPLE_SPLAT = 'no-such-page';

/**
 * Every route of the app, from the generated route tree's `fullPaths` union, so a screen added
 * by anyone is walked as soon as its route file exists. Layout paths ('/logs/' and '/logs')
 * collapse to one; parameters get a sample value.
 */
export function appRoutes(): string[] {
  const tree = readFileSync(`${repoRoot}src/routeTree.gen.ts`, 'utf8');
  const union = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(tree);
  if (!union) throw new Error('src/routeTree.gen.ts has no fullPaths union; has the router plugin changed its output?');
  const paths = [...union[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
  const visited = paths.map((path) =>
    (path.length > 1 ? path.replace(/\/$/, '') : path)
      .replace(/\/\$$/, `/${SAMPLE_SPLAT}`)
      .replace(/\$[A-Za-z]+/g, SAMPLE_PARAM),
  );
  return [...new Set(visited)];
}
