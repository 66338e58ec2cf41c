/**
 * The mock service over HTTP, for live-mode end-to-end tests and for developers with curl:
 *   npx tsx scripts/mock-server.ts          (MOCK_PORT, default 8787; MOCK_HOST, default 127.0.0.1)
 * The database persists to MOCK_DATA_FILE (default .mock-data/db.json; empty: memory only), --reset
 * starts from the seed; /openapi.json, /reference and the /__mock/ controls are in scripts/mock-server/
 * (docs/mock-service.md, "The mock server as a developer backend"). MOCK_CHAOS=<seed> (or a JSON
 * chaos setting, see mock-service/core/chaos.ts) adds seeded latency and faults to every call.
 * MOCK_ALLOWED_ORIGINS (spaces or commas) lists the browser origins allowed to call it; by
 * default the dev server's and the preview server's (scripts/mock-server-policy.ts). The server
 * itself is scripts/mock-server/start.ts.
 */
import { startMockServer } from './mock-server/start';

const server = await startMockServer({ env: process.env, reset: process.argv.includes('--reset') });

function shutDown(signal: string): void {
  console.log(`${signal}: closing the mock server`);
  void server.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
