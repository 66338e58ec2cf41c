import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Insertion, applyInsertion, insertionsFor } from './edits';
import { type ResourceNames, resourceNames } from './names';
import {
  contractFile,
  mutationsFile,
  mutationsTestFile,
  permissionsFile,
  queriesFile,
  rulesFile,
} from './templates-api';
import { accessSamplesFile, handlerFile, handlerTestFile, seedFile, tableFile } from './templates-mock';
import { type ScreenPlace, routeFile, screenFile, screenTestFile, tableSourceFile } from './templates-screen';

export const AREAS = ['organizations'] as const;
export type Area = (typeof AREAS)[number];

export interface Plan {
  names: ResourceNames;
  /** New files, repository-relative, with their contents. */
  created: Record<string, string>;
  /** Existing files, repository-relative, with their new contents (never more than six). */
  changed: Record<string, string>;
  insertions: Insertion[];
}

function placeOf(n: ResourceNames, area?: Area): { place: ScreenPlace; routeFilePath: string } {
  if (area)
    return {
      place: {
        routeId: `/${area}/_tabs/${n.kebab}`,
        address: `/${area}/${n.kebab}`,
        guards: '../../-guards',
        headingOrder: 2,
      },
      routeFilePath: `src/routes/${area}/_tabs/${n.kebab}.tsx`,
    };
  return {
    place: { routeId: `/${n.kebab}`, address: `/${n.kebab}`, guards: './-guards', headingOrder: 1 },
    routeFilePath: `src/routes/${n.kebab}.tsx`,
  };
}

/**
 * Everything the resource needs, computed in memory: nothing is written unless every marker is
 * found and no file of the resource exists yet, so a refused run leaves the tree as it was.
 */
export function planResource(root: string, name: string, area?: Area): Plan {
  const n = resourceNames(name);
  const { place, routeFilePath } = placeOf(n, area);
  const created: Record<string, string> = {
    [`src/api/${n.kebab}/contract.ts`]: contractFile(n),
    [`src/api/${n.kebab}/permissions.ts`]: permissionsFile(n),
    [`src/api/${n.kebab}/rules.ts`]: rulesFile(n),
    [`src/api/${n.kebab}/queries.ts`]: queriesFile(n),
    [`src/api/${n.kebab}/mutations.ts`]: mutationsFile(n),
    [`src/api/${n.kebab}/mutations.test.tsx`]: mutationsTestFile(n),
    [`mock-service/db/${n.kebab}-table.ts`]: tableFile(n),
    [`mock-service/seed/${n.kebab}.ts`]: seedFile(n),
    [`mock-service/handlers/${n.kebab}.ts`]: handlerFile(n),
    [`mock-service/handlers/${n.kebab}.test.ts`]: handlerTestFile(n),
    [`mock-service/handlers/${n.kebab}.access-samples.ts`]: accessSamplesFile(n),
    [`src/features/${n.kebab}/${n.kebab}-table-source.ts`]: tableSourceFile(n),
    [`src/features/${n.kebab}/${n.kebab}-screen.tsx`]: screenFile(n, place),
    [`src/features/${n.kebab}/${n.kebab}-screen.test.tsx`]: screenTestFile(n, place),
    [routeFilePath]: routeFile(n, place),
  };
  const taken = Object.keys(created).filter((file) => existsSync(join(root, file)));
  if (existsSync(join(root, 'src/api', n.kebab)) || existsSync(join(root, 'src/features', n.kebab)))
    taken.unshift(`src/api/${n.kebab} or src/features/${n.kebab}`);
  const access = join(root, 'src/api/access.ts');
  if (existsSync(access) && readFileSync(access, 'utf8').includes(`'${n.one}.list'`))
    taken.push(`src/api/access.ts already has '${n.one}.list'`);
  if (taken.length) throw new Error(`The resource '${name}' exists already:\n  ${taken.join('\n  ')}`);

  const insertions = insertionsFor(n, place, area);
  const changed: Record<string, string> = {};
  for (const insertion of insertions) {
    const current = changed[insertion.file] ?? readFileSync(join(root, insertion.file), 'utf8');
    changed[insertion.file] = applyInsertion(current, insertion);
  }
  return { names: n, created, changed, insertions };
}

export function writePlan(root: string, plan: Plan): void {
  for (const [file, text] of Object.entries({ ...plan.created, ...plan.changed })) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}
