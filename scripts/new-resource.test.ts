// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertionsFor } from './new-resource/edits';
import { resourceNames } from './new-resource/names';
import { planResource, writePlan } from './new-resource/plan';

/** The generator runs against a temporary copy of the files it edits, never the working tree. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EDITED = [...new Set(insertionsFor(resourceNames('widgets'), {} as never, 'organizations').map((i) => i.file))];
let copy: string;

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-resource-'));
  for (const file of EDITED) cpSync(join(root, file), join(copy, file), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const count = (text: string, part: string) => text.split(part).length - 1;

describe('npm run new:resource', () => {
  it('spells the names every file needs from a kebab-case plural, and refuses anything else', () => {
    expect(resourceNames('distribution-lists')).toMatchObject({
      camel: 'distributionLists',
      one: 'distributionList',
      One: 'DistributionList',
      title: 'Distribution Lists',
      words: 'distribution list',
    });
    expect(resourceNames('policies').one).toBe('policy');
    expect(() => resourceNames('Widget')).toThrow(/kebab-case plural/);
  });

  it('puts each inserted line once, directly above its marker', () => {
    const plan = planResource(copy, 'widgets', 'organizations');
    for (const { file, marker, lines } of plan.insertions) {
      const text = plan.changed[file];
      const last = lines.filter(Boolean).at(-1)!;
      expect(count(text, last.trim()), `${file}: ${last}`).toBe(1);
      expect(text, `${file} keeps its marker`).toMatch(
        new RegExp(
          `${last.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n\\s*// scaffold: ${marker.replace(/[()]/g, '\\$&')}\\n`,
        ),
      );
    }
    expect(Object.keys(plan.created)).toContain('src/routes/organizations/_tabs/widgets.tsx');
  });

  it('edits at most six existing files, even as a tab of an area, and writes the rest as new files', () => {
    const plan = planResource(copy, 'widgets', 'organizations');
    expect(Object.keys(plan.changed).length).toBeLessThanOrEqual(6);
    expect(Object.keys(plan.created)).toEqual(
      expect.arrayContaining([
        'src/api/widgets/rules.ts',
        'mock-service/db/widgets-table.ts',
        'mock-service/seed/widgets.ts',
        'mock-service/handlers/widgets.access-samples.ts',
      ]),
    );
    for (const hub of ['src/api/access.ts', 'src/api/error-keys.ts', 'mock-service/db/database.ts'])
      expect(plan.changed).not.toHaveProperty([hub]);
  });

  it('writes sources that parse, and a route with title, guard, search schema and loader', async () => {
    const plan = planResource(copy, 'widgets');
    for (const [file, text] of Object.entries({ ...plan.created, ...plan.changed })) {
      const lang = file.endsWith('x') ? 'tsx' : 'ts';
      await expect(transformWithOxc(text, file, { lang }), file).resolves.toBeTruthy();
    }
    const route = plan.created['src/routes/widgets.tsx'];
    expect(route).toContain("createFileRoute('/widgets')");
    for (const part of [
      "staticData: { title: 'Widgets' }",
      "requireCall('widget.list')",
      'validateSearch',
      'loaderDeps: searchDeps',
      'loader: listLoader(',
    ])
      expect(route).toContain(part);
  });

  it('refuses a resource that exists and leaves the tree as it was', () => {
    writePlan(copy, planResource(copy, 'widgets'));
    const rules = readFileSync(join(copy, 'src/api/resource-rules.ts'), 'utf8');
    expect(existsSync(join(copy, 'src/api/widgets/contract.ts'))).toBe(true);
    expect(() => planResource(copy, 'widgets')).toThrow(/exists already/);
    expect(readFileSync(join(copy, 'src/api/resource-rules.ts'), 'utf8')).toBe(rules);
  });

  it('refuses, naming the file, when a marker is gone', () => {
    const file = join(copy, 'src/api/endpoints.ts');
    cpSync(join(root, 'src/api/contract.ts'), file);
    expect(() => planResource(copy, 'widgets')).toThrow(
      /src\/api\/endpoints\.ts: expected one '\/\/ scaffold: endpoint imports'/,
    );
  });
});
