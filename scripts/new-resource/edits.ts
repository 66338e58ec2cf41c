import type { ResourceNames } from './names';
import type { ScreenPlace } from './templates-screen';

/**
 * A line (or lines) to add to an existing file, just above its marker comment
 * `// scaffold: <marker>`, at the marker's indentation. Markers stay put, so resources land in
 * the order they were made and two engineers adding resources touch different lines.
 */
export interface Insertion {
  file: string;
  marker: string;
  lines: string[];
}

export function insertionsFor(n: ResourceNames, place: ScreenPlace, area?: string): Insertion[] {
  const rows = (action: 'view' | 'manage', ids: string[]) =>
    ids.map((id) => `'${n.one}.${id}': inOrg('orgId', ${n.one}Permissions.${action}),`);
  const seedLine = `${n.camel}: ${n.camel}(ORGANIZATIONS, new Date(SEED_NOW - 30 * 86_400_000).toISOString()),`;
  const edits: Insertion[] = [
    {
      file: 'src/api/endpoints.ts',
      marker: 'endpoint imports',
      lines: [`import * as ${n.camel} from './${n.kebab}/contract';`],
    },
    { file: 'src/api/endpoints.ts', marker: 'endpoint modules', lines: [`${n.camel},`] },
    {
      file: 'src/api/access.ts',
      marker: 'access imports',
      lines: [`import { ${n.one}Permissions } from './${n.kebab}/permissions';`],
    },
    {
      file: 'src/api/access.ts',
      marker: 'access rows',
      lines: ['', ...rows('view', ['list', 'get']), ...rows('manage', ['create', 'update', 'delete'])],
    },
    { file: 'src/api/error-keys.ts', marker: 'error keys', lines: [`${n.one}Duplicate: '${n.one}.duplicate',`] },
    {
      file: 'src/api/error-keys.ts',
      marker: 'fallback messages',
      lines: [`[ErrorKey.${n.one}Duplicate]: 'A ${n.words} with this name already exists.',`],
    },
    {
      file: 'mock-service/db/schemas.ts',
      marker: 'schema imports',
      lines: [`import { ${n.one}Schema } from '../../src/api/${n.kebab}/contract';`],
    },
    {
      file: 'mock-service/db/schemas.ts',
      marker: 'records',
      lines: [
        `export const ${n.one}Record = v.object({ ...${n.one}Schema.entries, createdAt: v.string() });`,
        `export type ${n.One}Record = v.InferOutput<typeof ${n.one}Record>;`,
        '',
      ],
    },
    {
      file: 'mock-service/db/database.ts',
      marker: 'record imports',
      lines: [`import { ${n.one}Record } from './schemas';`],
    },
    {
      file: 'mock-service/db/database.ts',
      marker: 'collections',
      lines: [`${n.camel}: new Collection({ schema: ${n.one}Record }),`],
    },
    {
      file: 'mock-service/db/database.ts',
      marker: 'row types',
      lines: [`export type ${n.One}Row = RowOf<'${n.camel}'>;`],
    },
    {
      file: 'mock-service/seed/index.ts',
      marker: 'seed imports',
      lines: [`import { ${n.camel} } from './${n.kebab}';`],
    },
    { file: 'mock-service/seed/index.ts', marker: 'seed tables', lines: [seedLine] },
    {
      file: 'mock-service/handlers/index.ts',
      marker: 'handler imports',
      lines: [`import { ${n.one}Handlers } from './${n.kebab}';`],
    },
    {
      file: 'mock-service/handlers/index.ts',
      marker: 'handlers (before the catch-all)',
      lines: [`...${n.one}Handlers,`],
    },
    {
      file: 'mock-service/handlers/access-matrix.test.ts',
      marker: 'access samples',
      lines: [
        `'${n.one}.list': ({ orgId }) => ({ orgId }),`,
        `'${n.one}.get': ({ orgId }) => ({ orgId, id: '${n.kebab}-none' }),`,
        `'${n.one}.create': ({ orgId }) => ({ orgId, name: 'Matrix', description: 'Matrix' }),`,
        `'${n.one}.update': ({ orgId }) => ({ orgId, id: '${n.kebab}-none', name: 'Matrix', description: '' }),`,
        `'${n.one}.delete': ({ orgId }) => ({ orgId, id: '${n.kebab}-none' }),`,
      ],
    },
    {
      file: 'tests/e2e/support/route-table.ts',
      marker: 'routes',
      lines: [`{ route: '${place.address}', as: TENANT },`],
    },
  ];
  if (area === 'organizations')
    edits.push({
      file: 'src/features/areas/area-tabs.ts',
      marker: 'organizations tabs',
      lines: [
        `tab('${n.title}', '${place.address}', ({ principal, selected }) => mayCall('${n.one}.list', principal, selected) && {}),`,
      ],
    });
  return edits;
}

/** The file with the lines above the marker; throws when the marker is missing or not unique. */
export function applyInsertion(source: string, { file, marker, lines }: Insertion): string {
  const pattern = new RegExp(`^([ \\t]*)// scaffold: ${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'gm');
  const found = [...source.matchAll(pattern)];
  if (found.length !== 1)
    throw new Error(`${file}: expected one '// scaffold: ${marker}' marker, found ${found.length}.`);
  const [match] = found;
  const indent = match[1];
  const text = lines.map((line) => (line ? indent + line : '')).join('\n');
  return `${source.slice(0, match.index)}${text}\n${source.slice(match.index)}`;
}

/** Snapshots of an older seed are replaced: '2026-11-21.3/CI' becomes '2026-11-21.4/CI'. */
export function bumpSeedVersion(source: string): string {
  const pattern = /(export const SEED_VERSION = `[^`]*?\.)(\d+)(\/)/;
  if (!pattern.test(source)) throw new Error('mock-service/seed/index.ts: SEED_VERSION has no .<n>/ counter to bump.');
  return source.replace(
    pattern,
    (_, head: string, count: string, tail: string) => `${head}${Number(count) + 1}${tail}`,
  );
}
