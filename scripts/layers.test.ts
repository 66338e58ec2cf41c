import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of ARCHITECTURE.md, read from the imports themselves:
 * routes → features → api → components → lib/config, and mock-service beside them.
 * A rule that gets in the way is changed there, with the reason, not bypassed here.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
/** What makes a module unfit for the mock, which runs in Node and in a worker: UI and the page's storage. */
const IMPURE_PACKAGES = /^(react|react-dom|@mantine\/|@tanstack\/react-|@tabler\/|idb-keyval|workbox-window)/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** Tests and their support drive the mock through the real client; they never ship. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('mock-service/testing/');

interface Edge {
  from: string;
  spec: string;
  /** Repository-relative target for local imports, undefined for packages. */
  to?: string;
  dynamic: boolean;
}

function resolveLocal(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
  else if (spec.startsWith('@mock/')) base = join(root, 'mock-service', spec.slice(6));
  else if (spec.startsWith('.')) base = resolve(dirname(join(root, from)), spec);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return relative(root, candidate);
    } catch {
      /* try the next spelling */
    }
  }
  return relative(root, base);
}

function edgesOf(file: string): Edge[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => {
    const spec = match[1] ?? match[2] ?? match[3];
    return { from: file, spec, to: resolveLocal(file, spec), dynamic: match[2] !== undefined };
  });
}

const files = [...walk(join(root, 'src')), ...walk(join(root, 'mock-service'))].map((file) => relative(root, file));
const edges = new Map(files.map((file) => [file, edgesOf(file)]));

const layerOf = (file: string): string => {
  if (file.startsWith('mock-service/')) return 'mock';
  const [, top, area] = file.split('/');
  if (top === 'features') return `features/${area}`;
  return ['routes', 'api', 'components', 'lib', 'config'].includes(top) ? top : 'app';
};

/** A module the mock may use: it and everything it imports stay clear of UI packages and the API client. */
const pureCache = new Map<string, boolean>();
function isPure(file: string, seen = new Set<string>()): boolean {
  const cached = pureCache.get(file);
  if (cached !== undefined) return cached;
  if (seen.has(file)) return true;
  seen.add(file);
  const pure =
    !file.endsWith('src/api/client.ts') &&
    (edges.get(file) ?? []).every((edge) =>
      edge.to ? !edge.to.startsWith('src/') || isPure(edge.to, seen) : !IMPURE_PACKAGES.test(edge.spec),
    );
  pureCache.set(file, pure);
  return pure;
}

/** Why an import breaks a rule, or undefined when it is allowed. */
function violation(edge: Edge): string | undefined {
  const { from, to } = edge;
  if (!to) return undefined;
  const source = layerOf(from);
  const target = layerOf(to);
  if (source === 'mock') {
    if (!to.startsWith('src/') || isTest(from)) return undefined;
    if (!['api', 'config', 'lib'].includes(target))
      return 'mock-service may import only the contract layer, config and pure lib';
    return isPure(to) ? undefined : `mock-service imports ${to}, which reaches UI code or the API client`;
  }
  if (target === 'mock') {
    if (isTest(from)) return undefined;
    return from === 'src/main.tsx' && edge.dynamic && edge.spec === '../mock-service/browser'
      ? undefined
      : 'src reaches mock-service only through the one dynamic start-up import in src/main.tsx';
  }
  if (source.startsWith('features/') && target.startsWith('features/') && source !== target)
    return 'a feature never imports another feature';
  if (
    ['components', 'lib', 'config'].includes(source) &&
    (target === 'api' || target.startsWith('features/') || target === 'routes')
  )
    return `${source} may not import ${target}`;
  if (['lib', 'config'].includes(source) && target === 'components') return `${source} may not import components`;
  if (source === 'api' && (target.startsWith('features/') || target === 'routes'))
    return `api may not import ${target}`;
  if (source !== 'routes' && source !== 'app' && target === 'routes' && !isTest(from))
    return `${source} may not import routes`;
  return undefined;
}

describe('layer rules', () => {
  it('reads the imports of every source file', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.get('src/main.tsx')?.some((edge) => edge.spec === '../mock-service/browser' && edge.dynamic)).toBe(
      true,
    );
  });

  it('every import points down the layers', () => {
    const broken = [...edges.values()]
      .flat()
      .map((edge) => ({ edge, why: violation(edge) }))
      .filter(({ why }) => why)
      .map(({ edge, why }) => `${edge.from} → ${edge.spec}: ${why}`);
    expect(broken).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const probe = (from: string, spec: string, dynamic = false) =>
      violation({ from, spec, to: resolveLocal(from, spec), dynamic });
    expect(probe('src/features/access-requests/x.tsx', '@/features/organizations/users/user-form')).toMatch(/feature/);
    expect(probe('src/components/x.tsx', '@/api/contract')).toMatch(/components may not import api/);
    expect(probe('src/lib/x.ts', '../components/page-header')).toMatch(/lib may not import components/);
    expect(probe('src/api/x.ts', '../features/shell')).toMatch(/api may not import/);
    expect(probe('src/app.tsx', '../mock-service/browser', true)).toMatch(/one dynamic start-up import/);
    expect(probe('mock-service/handlers/x.ts', '../../src/components/page-header')).toMatch(/only the contract layer/);
    expect(probe('mock-service/handlers/x.ts', '../../src/api/client')).toMatch(/UI code or the API client/);
    expect(probe('mock-service/handlers/x.ts', '../../src/api/users/contract')).toBeUndefined();
  });
});
