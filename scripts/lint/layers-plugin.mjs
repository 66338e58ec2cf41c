// The layer rules of docs/architecture.md as an oxlint rule (a JS plugin: oxlint has no
// import/no-restricted-paths, no-restricted-imports sees only the written specifier, not the
// file it resolves to, and dependency-cruiser needs Node 22). JavaScript, not TypeScript:
// oxlint loads TypeScript plugins only on Node 22.18+, and the project runs on Node 20.19.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
/** What makes a module unfit for the mock, which runs in Node and in a worker: UI and the page's storage. */
const IMPURE_PACKAGES = /^(react|react-dom|@mantine\/|@tanstack\/react-|@tabler\/|idb-keyval|workbox-window)/;

/** Tests and their support (a folder's test-fixtures beside its tests) drive the mock through the real client; they never ship. */
const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)test-fixtures\.tsx?$/.test(file) || file.startsWith('mock-service/testing/');

/** Repository-relative file an import names, or undefined for a package. */
export function resolveLocal(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
  else if (spec.startsWith('@mock/')) base = join(root, 'mock-service', spec.slice(6));
  else if (spec.startsWith('.')) base = resolve(dirname(join(root, from)), spec.replace(/\?.*$/, ''));
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return relative(root, candidate);
    } catch {
      // not this spelling: try the next
    }
  }
  return relative(root, base);
}

const layerOf = (file) => {
  if (file.startsWith('mock-service/')) return 'mock';
  const [, top, area] = file.split('/');
  if (top === 'features') return `features/${area}`;
  return ['routes', 'api', 'components', 'lib', 'config'].includes(top) ? top : 'app';
};

function importsOf(file) {
  try {
    const text = readFileSync(join(root, file), 'utf8');
    return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]);
  } catch {
    return [];
  }
}

/** A module the mock may use: it and everything it imports stay clear of UI packages and the API client. */
const pureCache = new Map();
function isPure(file, seen = new Set()) {
  const cached = pureCache.get(file);
  if (cached !== undefined) return cached;
  if (seen.has(file)) return true;
  seen.add(file);
  const pure =
    !file.endsWith('src/api/client.ts') &&
    importsOf(file).every((spec) => {
      const to = resolveLocal(file, spec);
      return to ? !to.startsWith('src/') || isPure(to, seen) : !IMPURE_PACKAGES.test(spec);
    });
  pureCache.set(file, pure);
  return pure;
}

/** Why an import breaks a rule, or undefined when it is allowed. */
export function violation({ from, spec, dynamic }) {
  const to = resolveLocal(from, spec);
  if (!to) return undefined;
  const source = layerOf(from);
  const target = layerOf(to);
  if (source === 'mock') {
    if (!to.startsWith('src/') || isTest(from)) return undefined;
    if (!['api', 'config', 'lib'].includes(target))
      return `mock-service may import only the contract layer (src/api), src/config and pure src/lib, not ${to}`;
    return isPure(to)
      ? undefined
      : `mock-service imports ${to}, which reaches UI code or the API client: the mock runs in Node and a worker`;
  }
  if (target === 'mock') {
    if (isTest(from)) return undefined;
    return from === 'src/main.tsx' && dynamic && spec === '../mock-service/browser'
      ? undefined
      : 'src reaches mock-service only through the one dynamic start-up import in src/main.tsx';
  }
  if (source.startsWith('features/') && target.startsWith('features/') && source !== target)
    return 'features never import another feature: move the shared piece to src/components or src/lib';
  if (
    ['components', 'lib', 'config'].includes(source) &&
    (target === 'api' || target.startsWith('features/') || target === 'routes')
  )
    return `${source} may not import ${target}: imports point down (routes → features → api → components → lib/config)`;
  if (['lib', 'config'].includes(source) && target === 'components')
    return `${source} may not import components: imports point down (routes → features → api → components → lib/config)`;
  if (source === 'api' && (target.startsWith('features/') || target === 'routes'))
    return `api may not import ${target}: imports point down (routes → features → api → components → lib/config)`;
  if (source !== 'routes' && source !== 'app' && target === 'routes' && !isTest(from))
    return `${source} may not import routes: imports point down (routes → features → api → components → lib/config)`;
  return undefined;
}

const importsPointDown = {
  meta: { type: 'problem', docs: { description: 'Imports follow the layer rules of docs/architecture.md.' } },
  create(context) {
    const from = relative(root, context.filename);
    if (!from.startsWith('src/') && !from.startsWith('mock-service/')) return {};
    const check = (node, dynamic) => {
      const spec = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof spec !== 'string') return;
      const message = violation({ from, spec, dynamic });
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: (node) => check(node, false),
      ExportNamedDeclaration: (node) => check(node, false),
      ExportAllDeclaration: (node) => check(node, false),
      ImportExpression: (node) => check(node, true),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { 'imports-point-down': importsPointDown } };
