import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Sizes in bytes: as built, and compressed the way a production server would send them. */
export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Chunk extends Size {
  file: string;
  /** The module the chunk was named after (the build manifest's key). */
  source: string;
  /** 'charts': the one chunk of @mantine/charts and Recharts (vite.config.ts, group 'charts'). */
  kind: 'route' | 'mock' | 'charts' | 'other';
}

export interface BuildBytes {
  initialJs: Size & { files: string[] };
  initialCss: Size & { files: string[] };
  lazy: Chunk[];
  precache: { entries: number; bytes: number } | null;
}

interface ManifestChunk {
  file: string;
  /** The chunk's name: the module's for a module's chunk, the group's for a codeSplitting group. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const zero = (): Size => ({ raw: 0, gzip: 0, brotli: 0 });

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** Compressed in libuv's thread pool, so a build's files are measured on every core at once. */
async function sizeOf(buffer: Buffer): Promise<Size> {
  const [gzip, brotli] = await Promise.all([
    gzipped(buffer, { level: 9 }),
    brotlied(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }),
  ]);
  return { raw: buffer.length, gzip: gzip.length, brotli: brotli.length };
}

function add(total: Size, size: Size): void {
  total.raw += size.raw;
  total.gzip += size.gzip;
  total.brotli += size.brotli;
}

const MOCK_ENTRY = 'mock-service/browser.ts';
/** Class names Recharts writes into every chart it draws: only Recharts' own code carries them. */
export const RECHARTS_MARKER = 'recharts-wrapper';
const MOCK_WORKER = 'mock-service/mock-worker.ts';

/**
 * Reads the build manifest (vite build --manifest): the HTML entry and every chunk it imports
 * statically is the initial load; each dynamically imported chunk is lazy. The demo build's mock
 * chunk is lazy in the bundle's sense but is awaited before the first render (src/main.tsx).
 */
export async function measureBytes(dir: string): Promise<BuildBytes> {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const file = (name: string) => readFileSync(join(dir, name));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'))!;
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);

  const initialJs = { ...zero(), files: [] as string[] };
  const initialCss = { ...zero(), files: [] as string[] };
  for (const key of initial) {
    const chunk = manifest[key];
    initialJs.files.push(chunk.file);
    for (const css of chunk.css ?? []) if (!initialCss.files.includes(css)) initialCss.files.push(css);
  }
  for (const size of await Promise.all(initialJs.files.map((name) => sizeOf(file(name))))) add(initialJs, size);
  for (const size of await Promise.all(initialCss.files.map((name) => sizeOf(file(name))))) add(initialCss, size);

  const measured: Promise<Chunk>[] = [];
  const listed = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (initial.has(key) || !chunk.file.endsWith('.js')) continue;
    const buffer = file(chunk.file);
    const kind = key.startsWith('mock-service/')
      ? 'mock'
      : chunk.name === 'charts' && buffer.includes(RECHARTS_MARKER)
        ? 'charts'
        : key.startsWith('src/routes/')
          ? 'route'
          : 'other';
    listed.add(chunk.file);
    measured.push(sizeOf(buffer).then((size) => ({ file: chunk.file, source: key, kind, ...size })));
  }
  // The mock's worker is a bundle of its own, which the manifest may not list: found by its name.
  for (const name of readdirSync(join(dir, 'assets'))) {
    const path = `assets/${name}`;
    if (!/^mock-worker-.*\.js$/.test(name) || listed.has(path)) continue;
    measured.push(sizeOf(file(path)).then((size) => ({ file: path, source: MOCK_WORKER, kind: 'mock', ...size })));
  }
  const lazy = await Promise.all(measured);
  lazy.sort((a, b) => b.brotli - a.brotli);
  return { initialJs, initialCss, lazy, precache: precacheOf(dir) };
}

/** The Workbox precache manifest inlined in sw.js: its entries and the bytes they add up to. */
function precacheOf(dir: string): BuildBytes['precache'] {
  const sw = join(dir, 'sw.js');
  if (!existsSync(sw)) return null;
  const urls = [...readFileSync(sw, 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  let bytes = 0;
  for (const url of urls) bytes += statSync(join(dir, url)).size;
  return { entries: urls.length, bytes };
}

/** Strings only the mock service carries: its store, seeded personas. */
export const MOCK_MARKERS = ['pdns-mock', 'olivia.bennett@cisa.dhs.gov', 'teresa.alvarez@crwa.org'];

/**
 * Strings only a demo build carries, beyond the mock's: the run-time build variant
 * (src/config/variant.ts), the demo control panel, the tester's journal, the command palette and
 * the persona switch. Each must be in the demo build, so the check cannot pass on a renamed one.
 */
export const DEMO_MARKERS = [
  ...MOCK_MARKERS,
  'pdns-demo-variant',
  'Demo controls',
  'Finish running jobs',
  'pdns-journal',
  'Open demo controls',
  'Switch variant',
];

const assetTexts = (dir: string) =>
  readdirSync(join(dir, 'assets'))
    .filter((name) => /\.(js|css|html)$/.test(name))
    .map((name) => ({ name, text: readFileSync(join(dir, 'assets', name), 'utf8') }));

/** Per demo marker: whether the demo build has it, and which files of the live build carry it. */
export function demoMarkersIn(demoDir: string, liveDir: string): { marker: string; inDemo: boolean; live: string[] }[] {
  const demo = assetTexts(demoDir);
  const live = assetTexts(liveDir);
  return DEMO_MARKERS.map((marker) => ({
    marker,
    inDemo: demo.some(({ text }) => text.includes(marker)),
    live: live.filter(({ text }) => text.includes(marker)).map(({ name }) => name),
  }));
}

/** Every file of a build that carries mock code, and whether its manifest lists the mock chunk. */
export function mockCodeIn(dir: string): { carriers: string[]; mockChunk: boolean } {
  const carriers = assetTexts(dir)
    .filter(({ text }) => MOCK_MARKERS.some((marker) => text.includes(marker)))
    .map(({ name }) => name);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return { carriers, mockChunk: MOCK_ENTRY in manifest };
}
