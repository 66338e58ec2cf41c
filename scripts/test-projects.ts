import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Which test files share a module graph. A file that replaces a module or a global (`vi.mock`,
 * `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`, `vi.resetModules`) changes what every later file
 * in the same module graph would import, a file that asks for another environment than its
 * project's needs one built for it, and a file marked with OWN_GRAPH_MARK starts work that
 * outlives it (the mock's backend and its snapshot writes): each of those runs on its own; every other file shares one
 * module graph (and, for the screens, one window) per worker (docs/testing.md, "Test time").
 * Read from the files themselves, so a new test lands in the right project.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;
const OWN_ENVIRONMENT = /@vitest-environment (?!node\b)/;
/** A file whose subject outlives it (a backend's snapshot writes, its timers) says so with this line. */
export const OWN_GRAPH_MARK = '// Runs in a module graph of its own:';

const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `dirs` that need a module graph of their own, relative to the project root. */
export function isolatedTests(root: string, dirs: readonly string[], { environment = false } = {}): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => TEST_FILE.test(file))
        .map((file) => join(dir, file).replaceAll('\\', '/')),
    )
    .filter((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return (
        REPLACES_MODULES.test(text) || text.includes(OWN_GRAPH_MARK) || (environment && OWN_ENVIRONMENT.test(text))
      );
    })
    .sort();
}
