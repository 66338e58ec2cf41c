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

/**
 * The hubs collect what a resource declares in its own files, so a resource edits these and no
 * others: the endpoint list, the rules list, the mock's table list, the handler list, the browser
 * walks' route table and, with --area, the area's tabs.
 */
export function insertionsFor(n: ResourceNames, place: ScreenPlace, area?: string): Insertion[] {
  const edits: Insertion[] = [
    {
      file: 'src/api/endpoints.ts',
      marker: 'endpoint imports',
      lines: [`import * as ${n.camel} from './${n.kebab}/contract';`],
    },
    { file: 'src/api/endpoints.ts', marker: 'endpoint modules', lines: [`${n.camel},`] },
    {
      file: 'src/api/resource-rules.ts',
      marker: 'rules imports',
      lines: [`import { ${n.one}Rules } from './${n.kebab}/rules';`],
    },
    { file: 'src/api/resource-rules.ts', marker: 'rules', lines: [`${n.one}Rules,`] },
    {
      file: 'mock-service/db/resource-tables.ts',
      marker: 'table imports',
      lines: [
        `import { ${n.one}Seed } from '../seed/${n.kebab}';`,
        `import { ${n.one}Tables } from './${n.kebab}-table';`,
      ],
    },
    { file: 'mock-service/db/resource-tables.ts', marker: 'collections', lines: [`...${n.one}Tables,`] },
    { file: 'mock-service/db/resource-tables.ts', marker: 'seeds', lines: [`${n.one}Seed,`] },
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
