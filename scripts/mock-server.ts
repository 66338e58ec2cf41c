/**
 * The mock service over HTTP, for live-mode end-to-end tests and for developers with curl:
 *   npx tsx scripts/mock-server.ts          (MOCK_PORT, default 8787; MOCK_HOST, default 127.0.0.1)
 * The database persists to MOCK_DATA_FILE (default .mock-data/db.json; empty: memory only), --reset
 * starts from the seed; /openapi.json, /reference and the /__mock/ controls are in scripts/mock-server/
 * (README, "The mock server as a developer backend"). MOCK_CHAOS=<seed> (or a JSON
 * chaos setting, see mock-service/core/chaos.ts) adds seeded latency and faults to every call.
 * MOCK_ALLOWED_ORIGINS (spaces or commas) lists the browser origins allowed to call it; by
 * default the dev server's and the preview server's (scripts/mock-server-policy.ts).
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { getResponse } from 'msw';
import { allEndpoints } from '../src/api/endpoints';
import { ErrorKey } from '../src/api/error-keys';
import { unknownEndpointReply } from '../mock-service/core/catch-all';
import { chaos, parseChaosFlag } from '../mock-service/core/chaos';
import { errorReply } from '../mock-service/core/mock-error';
import { faults } from '../mock-service/core/faults';
import { handlers } from '../mock-service/handlers';
import { alertsDue, sendDueAlerts } from '../mock-service/alerts/scheduler';
import { clock } from '../mock-service/core/clock';
import { notifyMutation } from '../mock-service/core/mutations';
import { db } from '../mock-service/db/database';
import { SEED_VERSION } from '../mock-service/seed';
import { warmWhenIdle } from '../mock-service/world-adapter/current-world';
import { allowedOrigins, refusal, replyHeaders } from './mock-server-policy';
import { type CallFacts, callLine, callerOf, replyFacts } from './mock-server/call-log';
import { dataFilePath, openDatabase } from './mock-server/data-file';
import { answerDevRoute, controlsOffered, devLinks, methodsFor } from './mock-server/dev-routes';
import { setUpOidc } from './mock-server/oidc-setup';

const port = Number(process.env.MOCK_PORT ?? 8787);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const MAX_BODY_BYTES = 1_000_000;

const origins = allowedOrigins(process.env.MOCK_ALLOWED_ORIGINS);
const withControls = controlsOffered(host, process.env.MOCK_CONTROLS);
// The OpenID provider at /oidc, and the API's check of its access tokens (scripts/mock-server/).
const { oidc, admit } = setUpOidc(host, port, origins);

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(await readBody(req)) : undefined,
  });
}

/** GET / describes the service, so a developer who opens the port in a browser knows where to go. */
const index = () =>
  Response.json({
    service: 'Protective DNS console mock service',
    seedVersion: SEED_VERSION,
    signIn: 'GET /auth/personas, then POST /auth/sign-in {"email": ...}; send "Authorization: Bearer <token>"',
    openIdProvider:
      '/oidc (discovery at /oidc/.well-known/openid-configuration; its login page lists the personas): live builds sign in there',
    ...devLinks(withControls),
    endpoints: allEndpoints.map((e) => `${e.method} ${e.path}${e.public ? ' (public)' : ''} - ${e.summary}`),
  });

async function answer(req: IncomingMessage): Promise<Response> {
  const refused = refusal(req.method ?? '', req.headers.origin, origins, methodsFor(req.url));
  if (refused) return refused;
  try {
    const admitted = await admit(await toFetchRequest(req));
    if (admitted instanceof Response) return admitted;
    const request = admitted;
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/') return index();
    const developerPage = await answerDevRoute(request, withControls);
    if (developerPage) return developerPage;
    // A token issued before a restart is taken back from the data file (mock-service/session-keeper.ts).
    await database.sessions?.adopt(request);
    // Alerts fall due as time passes (alerts/scheduler.ts); checked in O(1) before signed-in calls.
    // Sent alerts are writes: the data file saves them (notifyMutation), as after any write call.
    if (alertsDue(clock) && request.headers.has('authorization') && (await sendDueAlerts(db, clock)))
      await notifyMutation();
    return await chaos
      .apply(
        request,
        async () =>
          faults.take(request.method, pathname) ??
          (await getResponse(handlers, request)) ??
          unknownEndpointReply(request.method, pathname),
      )
      // oxlint-disable-next-line typescript/no-misused-promises -- finally waits for a returned promise: the data file is saved before the reply goes
      .finally(() => database.sessions?.save());
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return errorReply(413, [
        { key: ErrorKey.invalidRequest, message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` },
      ]);
    }
    console.error(error);
    return errorReply(500, [{ key: ErrorKey.internal, message: 'The mock server failed to handle the request.' }]);
  }
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  // Chaos's network error: the connection drops without a reply.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  Object.assign(headers, replyHeaders(req.headers.origin, origins, methodsFor(req.url)));
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

const database = await openDatabase(dataFilePath(process.env.MOCK_DATA_FILE), {
  reset: process.argv.includes('--reset'),
});
console.log(database.story);
const chaosSetting = parseChaosFlag(process.env.MOCK_CHAOS);
if (chaosSetting) console.log('Chaos is on:', JSON.stringify(chaos.set(chaosSetting)));
const server = createServer((req, res) => {
  const started = performance.now();
  const caller = callerOf(req.headers.authorization);
  const log = (status: number, facts: CallFacts) =>
    console.log(
      callLine({
        method: req.method ?? '',
        url: req.url ?? '',
        status,
        ms: performance.now() - started,
        facts: { caller: caller ?? callerOf(req.headers.authorization), ...facts },
      }),
    );
  // The OpenID provider (/oidc) answers its own paths; everything else is the API.
  (oidc.handles(req.url ?? '/')
    ? oidc.handle(req, res).then(() => log(res.statusCode, {}))
    : answer(req).then(async (response) => {
        const facts = await replyFacts(response);
        await send(req, res, response);
        log(response.type === 'error' ? 0 : res.statusCode, facts);
      })
  ).catch((error) => {
    console.error(`${req.method} ${req.url} could not be answered`, error);
    res.destroy();
  });
});

server.listen(port, host, () => {
  console.log(`Mock service listening on http://${host}:${port} (seed ${SEED_VERSION}); GET / lists the endpoints.`);
  // The first dashboard call would otherwise build the DNS world (seconds); do it before anyone asks.
  warmWhenIdle(0);
});

function shutDown(signal: string): void {
  console.log(`${signal}: closing the mock server`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
