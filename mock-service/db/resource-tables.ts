import type { OrgSeed } from '../seed/organizations';
// scaffold: table imports

/** What a resource's seed generator reads: the seeded organizations and the seed's "today". */
export interface SeedContext {
  organizations: readonly OrgSeed[];
  now: number;
}

/**
 * Tables of the resources that declare them in their own files (`mock-service/db/<resource>.ts`
 * and `mock-service/seed/<resource>.ts`). The database adds these collections after its own and
 * the seed fills them, so adding a resource is a line here rather than an edit to each of
 * database.ts, schemas.ts and seed/index.ts. Kept apart from the handlers: they read the
 * database, which reads this list.
 */
export const resourceCollections = {
  // scaffold: collections
};

export const resourceSeeds: readonly ((context: SeedContext) => Partial<Record<string, unknown[]>>)[] = [
  // scaffold: seeds
];

type ResourceDump = { [K in keyof typeof resourceCollections]: unknown[] };

/** Every declared table, filled by the seeds (a table no seed fills starts empty). */
export function seedResources(context: SeedContext): ResourceDump {
  const dump: Record<string, unknown[]> = Object.fromEntries(
    Object.keys(resourceCollections).map((name) => [name, []]),
  );
  for (const seed of resourceSeeds) Object.assign(dump, seed(context));
  return dump as ResourceDump;
}

/** Part of the seed version: a snapshot written before a resource's table was added is replaced. */
export const resourceTablesVersion = Object.keys(resourceCollections)
  .map((name) => `+${name}`)
  .join('');
