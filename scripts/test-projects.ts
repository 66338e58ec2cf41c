import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Which screen and component tests share a window. A `dom` file that replaces a module or a
 * global (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`, `vi.resetModules`) changes
 * what every later file in the same module graph would import, so it runs in a window of its
 * own; every other file shares one window and module graph per worker (docs/testing.md,
 * "Test time"). Read from the files themselves, so a new test lands in the right project.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

const TEST_FILE = /\.test\.tsx?$/;

/** The `src/` test files that need a window of their own, relative to the project root. */
export function isolatedDomTests(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join('src', file).replaceAll('\\', '/'))
    .filter((file) => REPLACES_MODULES.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}
