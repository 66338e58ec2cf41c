import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerWith } from '../../mock-service/core/handler-routing';
import { allEndpoints } from '../../src/api/endpoints';
import { ErrorKey } from '../../src/api/error-keys';
import { unknownEndpointReply } from '../../mock-service/core/catch-all';
import { chaos, parseChaosFlag } from '../../mock-service/core/chaos';
import { errorReply } from '../../mock-service/core/mock-error';
import { faults } from '../../mock-service/core/faults';
import { handlers } from '../../mock-service/handlers';
import { checkDueEvery, sendWhatFellDue } from '../../mock-service/core/due-work';
import { clock } from '../../mock-service/core/clock';
import { db } from '../../mock-service/db/database';
import { SEED_VERSION } from '../../mock-service/seed';
import { warmWhenIdle } from '../../mock-service/world-adapter/current-world';
import { allowedOrigins, refusal, replyHeaders } from '../mock-server-policy';
import { type CallFacts, callLine, callerOf, replyFacts } from './call-log';
import { dataFilePath, openDatabase } from './data-file';
import { answerDevRoute, controlsOffered, devLinks, methodsFor } from './dev-routes';
import { setUpOidc } from './oidc-setup';

const MAX_BODY_BYTES = 1_000_000;

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

export interface MockServerOptions {
  /** MOCK_PORT, MOCK_HOST, MOCK_DATA_FILE, MOCK_CHAOS, MOCK_ALLOWED_ORIGINS, MOCK_CONTROLS as in the environment. */
  env: NodeJS.ProcessEnv;
  /** --reset: start from the seed and forget the data file. */
  reset?: boolean;
  /** Where the story, the chaos setting and one line per call go. */
  log?: (line: string) => void;
  /**
   * Build the DNS world once listening, before the first dashboard call asks for it (default).
   * It holds the event loop for seconds: a test of something else leaves it out.
   */
  warm?: boolean;
}

export interface RunningMockServer {
  url: string;
  /** Stops listening, drops open connections and writes what the data file still lacks. */
  close(): Promise<void>;
}

/** The mock service over HTTP (scripts/mock-server.ts runs it from the environment). */
export async function startMockServer({
  env,
  reset = false,
  log = (line) => console.log(line),
  warm = true,
}: MockServerOptions): Promise<RunningMockServer> {
  const port = Number(env.MOCK_PORT ?? 8787);
  const host = env.MOCK_HOST ?? '127.0.0.1';
  const origins = allowedOrigins(env.MOCK_ALLOWED_ORIGINS);
  const withControls = controlsOffered(host, env.MOCK_CONTROLS);
  // The OpenID provider at /oidc, and the API's check of its access tokens (scripts/mock-server/).
  const { oidc, admit } = setUpOidc(host, port, origins);

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
      // Reminders, alerts and extract mails fall due as time passes (core/due-work.ts), checked before
      // signed-in calls and by a timer; each is a write the data file saves (notifyMutation).
      if (request.headers.has('authorization')) await sendWhatFellDue(db, clock);
      return await chaos
        .apply(
          request,
          async () =>
            faults.take(request.method, pathname) ??
            (await answerWith(handlers, request)) ??
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

  const database = await openDatabase(dataFilePath(env.MOCK_DATA_FILE), { reset });
  log(database.story);
  const chaosSetting = parseChaosFlag(env.MOCK_CHAOS);
  if (chaosSetting) log(`Chaos is on: ${JSON.stringify(chaos.set(chaosSetting))}`);
  const server = createServer((req, res) => {
    const started = performance.now();
    const caller = callerOf(req.headers.authorization);
    const logCall = (status: number, facts: CallFacts) =>
      log(
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
      ? oidc.handle(req, res).then(() => logCall(res.statusCode, {}))
      : answer(req).then(async (response) => {
          const facts = await replyFacts(response);
          await send(req, res, response);
          logCall(response.type === 'error' ? 0 : res.statusCode, facts);
        })
    ).catch((error) => {
      console.error(`${req.method} ${req.url} could not be answered`, error);
      res.destroy();
    });
  });

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  log(`Mock service listening on http://${host}:${bound} (seed ${SEED_VERSION}); GET / lists the endpoints.`);
  // The first dashboard call would otherwise build the DNS world (seconds); do it before anyone asks.
  if (warm) warmWhenIdle(0);
  // A reminder or alert falls due with nobody calling too (core/due-work.ts).
  const stopDueChecks = checkDueEvery(db, clock, () => undefined);

  return {
    url: `http://${host}:${bound}`,
    close: async () => {
      stopDueChecks();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await database.close();
    },
  };
}
