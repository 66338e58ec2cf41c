/**
 * npm run new:resource -- <name> [--area organizations] [--dry-run]
 *
 * Writes the skeleton of a new resource with the kit, as docs/adding-a-resource.md lists
 * it: contract, access rows and error keys, queries and mutations, the mock's table, seed,
 * handlers, access samples and tests, a list screen and its route. Refuses a resource that exists;
 * adds it to at most six existing files (the hubs' lists), only at their `// scaffold: …` markers.
 */
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, type Area, planResource, writePlan } from './new-resource/plan';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv: string[]): { name: string; area?: Area; dryRun: boolean } {
  const dryRun = argv.includes('--dry-run');
  const areaAt = argv.indexOf('--area');
  const area = areaAt >= 0 ? argv[areaAt + 1] : undefined;
  if (area !== undefined && !(AREAS as readonly string[]).includes(area))
    throw new Error(`--area takes one of: ${AREAS.join(', ')}.`);
  const name = argv.find((arg, i) => !arg.startsWith('--') && (areaAt < 0 || i !== areaAt + 1));
  if (!name) throw new Error('Usage: npm run new:resource -- <name> [--area organizations] [--dry-run]');
  return { name, area: area as Area | undefined, dryRun };
}

/** The router plugin writes routeTree.gen.ts on build; tsc needs it now. */
async function regenerateRouteTree() {
  const { Generator, getConfig } = await import('@tanstack/router-generator');
  const config = getConfig({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes' }, root);
  await new Generator({ config, root }).run();
}

async function main() {
  const { name, area, dryRun } = parseArgs(process.argv.slice(2));
  const plan = planResource(root, name, area);
  const created = Object.keys(plan.created);
  const changed = Object.keys(plan.changed);
  console.log(`${dryRun ? 'Would create' : 'Created'}:\n  ${created.join('\n  ')}`);
  console.log(`${dryRun ? 'Would change' : 'Changed'}:\n  ${changed.join('\n  ')}\n  src/routeTree.gen.ts`);
  if (dryRun) return;
  writePlan(root, plan);
  await regenerateRouteTree();
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...created, ...changed, 'src/routeTree.gen.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(
    `\nNext: replace the placeholder entity (name, description) with the spec's fields, the permission\n` +
      `predicates in src/api/${plan.names.kebab}/permissions.ts with the spec's roles, and run\n` +
      `npx tsc --noEmit -p tsconfig.json && npx vitest run mock-service/handlers/${plan.names.kebab}.test.ts src/api/${plan.names.kebab} src/features/${plan.names.kebab}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
