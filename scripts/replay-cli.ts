import { readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBackend } from '../mock-service/backend';
import { clock } from '../mock-service/core/clock';
import { httpTransport } from '../mock-service/journal/http-transport';
import { replayJournal } from '../mock-service/journal/replay';
import { parseJournal } from '../mock-service/journal/schema';
import { SEED_VERSION } from '../mock-service/seed';
import type { WireReply } from '../mock-service/worker-protocol';
import { reportText } from '../src/lib/journal-report-text';

/** Where the command writes: the process's streams, or a test's buffer. */
export interface ReplayOutput {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = 'Usage: npm run replay <journal.json> [--url http://host:port]';

/** A fresh memory-only backend behind an HTTP server on a free port; the same answer path as the demo. */
async function startOwnServer(): Promise<{ base: string; close(): void }> {
  const backend = createBackend({ memoryOnly: true });
  await backend.answer({ op: 'ready' });
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? new Uint8Array(Buffer.concat(chunks)).buffer : null;
    const headers = Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]);
    const request = { method: req.method ?? 'GET', url: `http://127.0.0.1${req.url}`, headers, body };
    const reply = (await backend.answer({ op: 'fetch', request, tab: 'replay-cli' })) as WireReply;
    if (reply.networkError) return void res.destroy();
    res.writeHead(reply.status, Object.fromEntries(reply.headers));
    res.end(reply.body ? Buffer.from(reply.body) : undefined);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function seedVersionOf(base: string): Promise<string | undefined> {
  const index = (await fetch(`${base}/`)
    .then((r) => r.json())
    .catch(() => undefined)) as { seedVersion?: string } | undefined;
  return index?.seedVersion;
}

/**
 * `npm run replay` (scripts/replay.ts) without the process around it, so its test runs it in
 * process. Returns the exit status: 0 no differences, 1 differences, 2 a file that is not a
 * journal or bad arguments. `npmUrl` is npm's npm_config_url (see below).
 */
export async function replayCommand(args: string[], output: ReplayOutput, npmUrl?: string): Promise<number> {
  const usage = (message: string) => {
    output.err(`${message}\n${USAGE}\n`);
    return 2;
  };
  const urlAt = args.indexOf('--url');
  if (urlAt >= 0 && !args[urlAt + 1]) return usage('--url needs an address.');
  const positional = args.filter((arg, i) => !arg.startsWith('--') && (urlAt < 0 || i !== urlAt + 1));
  // `npm run replay f --url x` keeps --url for itself (npm_config_url=true) and passes x along.
  const url =
    (urlAt >= 0 ? args[urlAt + 1] : undefined) ??
    (npmUrl && npmUrl !== 'true' ? npmUrl : undefined) ??
    positional.find((arg) => /^https?:\/\//.test(arg));
  const file = positional.find((arg) => !/^https?:\/\//.test(arg));
  if (!file) return usage('Which journal?');

  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return usage(`Cannot read ${file}.`);
  }
  const parsed = parseJournal(text);
  if (!parsed.ok) {
    output.err(`${file}: ${parsed.message}\n`);
    return 2;
  }

  const own = url ? null : await startOwnServer();
  const base = url ?? own!.base;
  const calls = parsed.journal.entries.filter((e) => e.kind === 'call').length;
  output.out(`Replaying ${file} (${calls} calls) against ${url ?? `a fresh seed on ${base}`}\n`);
  try {
    const report = await replayJournal(
      parsed.journal,
      httpTransport(base, own ? (ms) => clock.useVirtualTime(ms) : undefined),
      { seedVersion: own ? SEED_VERSION : await seedVersionOf(base) },
    );
    output.out(reportText(report));
    return report.differing.length === 0 ? 0 : 1;
  } finally {
    own?.close();
  }
}
