#!/usr/bin/env node
// Serves a production build the way a real deployment should: SPA fallback, the security
// headers the console is written against (a strict CSP above all), and caching that lets the
// service worker see a new version. Plain Node so it runs before and without any install.
//   node scripts/serve.mjs [--dir dist]    env: PORT (4173), HOST (127.0.0.1), CSP_CONNECT_SRC
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const { values: args } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const root = resolve(args.dir);
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const connectSrc = ["'self'", ...(process.env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean)].join(' ');
const headers = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine injects its CSS variables and some component styles inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

// Backend paths (see scripts/pwa-config.ts): a missing API is a 404, never the app shell.
// A missing hashed asset is a 404 too: the app shell served there would be cached as immutable.
const noFallback = /^\/(assets|api|user\/api|auth|information|source\/api|policy\/api|management\/api|guide)\//;

function cacheControl(file) {
  // Vite puts a content hash in every file name under /assets/; judged by the file served, never the path asked.
  if (file.startsWith(join(root, 'assets') + sep)) return 'public, max-age=31536000, immutable';
  // Everything else (sw.js, index.html, the manifest, registerSW.js, icons, the guide) keeps its
  // name across releases, so the browser must revalidate it each time.
  return 'no-cache';
}

// Text is sent compressed, as any production server (or CDN) would send it; the field-laptop
// figures of the benchmark depend on it. Each file is compressed once, at the highest level, as
// a deployment would precompress it, and kept while its ETag holds.
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.md', '.txt', '.svg']);
const compressed = new Map();

function pickEncoding(req, file) {
  if (!compressible.has(extname(file).toLowerCase())) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function compress(file, etag, encoding) {
  const key = `${encoding}:${file}`;
  const cached = compressed.get(key);
  if (cached?.etag === etag) return cached.body;
  const body = readFile(file).then(
    (raw) =>
      new Promise((done, fail) => {
        const finish = (error, out) => (error ? fail(error) : done(out));
        if (encoding === 'br') {
          brotliCompress(
            raw,
            { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } },
            finish,
          );
        } else gzip(raw, { level: 9 }, finish);
      }),
  );
  compressed.set(key, { etag, body });
  body.catch(() => compressed.delete(key));
  return body;
}

async function findFile(path) {
  const file = resolve(root, `.${path}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (info?.isFile()) return { file, info };
  if (info?.isDirectory()) {
    const index = join(file, 'index.html');
    const indexInfo = await stat(index).catch(() => undefined);
    if (indexInfo?.isFile()) return { file: index, info: indexInfo };
  }
  return undefined;
}

function reply(res, status, text, extra = {}) {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text);
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return reply(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return reply(res, 400, 'Bad Request\n');
  }
  if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return reply(res, 400, 'Bad Request\n');

  let found = await findFile(path);
  if (!found && extname(path) === '' && !noFallback.test(path)) found = await findFile('/index.html');
  if (!found) return reply(res, 404, 'Not Found\n');

  const { file, info } = found;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const vary = compressible.has(extname(file).toLowerCase()) ? { Vary: 'Accept-Encoding' } : {};
  const common = { ...headers, ...vary, ETag: etag, 'Cache-Control': cacheControl(file) };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, common);
    return res.end();
  }
  const type = types[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const encoding = pickEncoding(req, file);
  if (encoding) {
    const body = await compress(file, etag, encoding);
    res.writeHead(200, {
      ...common,
      'Content-Type': type,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
    });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, { ...common, 'Content-Type': type, 'Content-Length': info.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

const indexInfo = await stat(join(root, 'index.html')).catch(() => undefined);
if (!indexInfo?.isFile()) {
  console.error(`serve: ${join(root, 'index.html')} not found; build first (npm run build).`);
  process.exit(1);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) reply(res, 500, 'Internal Server Error\n');
    else res.destroy();
  });
});

server.on('error', (error) => {
  console.error(`serve: ${error.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(
    `Serving ${root} at http://${shownHost}:${typeof address === 'object' && address ? address.port : port}/`,
  );
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
