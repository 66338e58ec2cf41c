import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearSessions } from '../../mock-service/core/sessions';
import { PERSONA } from '../../mock-service/testing/personas';
import { type RunningMockServer, startMockServer } from './start';

/**
 * The whole server as npm run mock-server starts it (scripts/mock-server.ts hands it the
 * environment), twice over one data file: what one run wrote, and the token it issued, are there
 * in the next. Also the log line of a write and of a refused call, and an injected fault over
 * HTTP. In process: a stop drops the sessions held in memory, as the process's end would, so
 * only the data file can bring them back. Port: MOCK_TEST_PORT, default a free one.
 */
const dataFile = join(mkdtempSync(join(tmpdir(), 'pdns-restart-')), 'db.json');
let base = '';

interface Running {
  server: RunningMockServer;
  output: () => string;
}
let running: Running | null = null;

async function startServer(): Promise<Running> {
  let text = '';
  const server = await startMockServer({
    env: { MOCK_PORT: process.env.MOCK_TEST_PORT ?? '0', MOCK_DATA_FILE: dataFile, MOCK_CHAOS: '' },
    log: (line) => (text += `${line}\n`),
    // No call here reads the DNS world: building it would only hold the event loop for seconds.
    warm: false,
  });
  base = server.url;
  running = { server, output: () => text };
  return running;
}

async function stopServer(): Promise<void> {
  const server = running?.server;
  running = null;
  if (!server) return;
  await server.close();
  clearSessions();
}
afterAll(stopServer);

const call = async (path: string, token?: string, body?: unknown) => {
  const reply = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: reply.status, json: await reply.json() };
};
const usdaName = async (token: string) =>
  (await call('/api/org/list', token)).json.result.orgs.find((o: { orgId: string }) => o.orgId === 'org-usda')
    ?.displayName;
/** The server's log line containing `what`: written just after the reply, so it may take a moment. */
async function lineOf(server: Running, what: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes(what));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No log line with "${what}" in:\n${server.output()}`);
}

describe('the mock server across a restart', () => {
  it(
    'keeps the data and the session in its file, logs one line per call, and takes faults over HTTP',
    { timeout: 120_000 },
    async () => {
      let server = await startServer();
      expect(server.output()).toContain(`Database: seeded; changes will be saved to ${dataFile}.`);
      const token = (await call('/auth/sign-in', undefined, { email: PERSONA.tenantAdmin })).json.result.token;
      const renamed = await call('/api/org/display-name/update', token, { orgId: 'org-usda', displayName: 'USDA Ops' });
      expect(renamed.status).toBe(200);
      expect(await usdaName(token)).toBe('USDA Ops');

      // A refused write changes nothing, and its line names the caller and the key.
      expect((await call('/api/org/display-name/update', token, { orgId: 'org-usda', displayName: '' })).status).toBe(
        400,
      );
      expect(await lineOf(server, 'POST /api/org/display-name/update 400')).toMatch(
        new RegExp(
          `^\\S+Z POST /api/org/display-name/update 400 \\d+\\.\\dms ${PERSONA.tenantAdmin} request\\.invalid$`,
        ),
      );
      expect(await lineOf(server, 'POST /auth/sign-in 200')).toContain(PERSONA.tenantAdmin);

      // A fault over HTTP: returned once, then gone.
      const fault = { endpointId: 'org.list', key: 'internal.error', count: 1 };
      expect((await call('/__mock/faults', undefined, fault)).status).toBe(200);
      expect((await call('/api/org/list', token)).json.errors[0]).toMatchObject({
        key: 'internal.error',
        detail: { injected: true },
      });
      expect(await usdaName(token)).toBe('USDA Ops');

      await stopServer();
      server = await startServer();
      expect(server.output()).toMatch(/Database: restored from .*db\.json/);
      // The token of the first run still works: the session was kept in the file too.
      expect(await usdaName(token)).toBe('USDA Ops');
      expect(await lineOf(server, 'GET /api/org/list 200')).toContain(PERSONA.tenantAdmin);
    },
  );
});
