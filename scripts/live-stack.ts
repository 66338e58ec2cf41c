/**
 * The local stack in one command: a live build pointed at the mock server (its API and its
 * OpenID provider at /oidc), then the mock server and the build served with its CSP.
 *   npm run live-stack        console http://127.0.0.1:4174, API and provider http://127.0.0.1:8787
 * Env: LIVE_STACK_PORT (4174), MOCK_PORT (8787), MOCK_OIDC_TOKEN_TTL (access-token seconds, 300),
 * LIVE_STACK_NO_BUILD=1 to serve the dist-live already built.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const consolePort = Number(process.env.LIVE_STACK_PORT || 4174);
const mockPort = Number(process.env.MOCK_PORT || 8787);
const consoleUrl = `http://127.0.0.1:${consolePort}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

if (process.env.LIVE_STACK_NO_BUILD !== '1') {
  const build = run('npm', ['run', 'build:live:e2e'], { MOCK_PORT: String(mockPort) });
  const code = await new Promise<number>((done) => build.on('exit', (c) => done(c ?? 1)));
  children.length = 0;
  if (code !== 0) process.exit(code);
}

run('npx', ['tsx', 'scripts/mock-server.ts'], {
  MOCK_PORT: String(mockPort),
  MOCK_ALLOWED_ORIGINS: `${consoleUrl} http://localhost:${consolePort}`,
});
run('node', ['scripts/serve.mjs', '--dir', 'dist-live'], {
  PORT: String(consolePort),
  HOST: '127.0.0.1',
  CSP_CONNECT_SRC: mockUrl,
});
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.log(`Local stack: open ${consoleUrl} (API and OpenID provider at ${mockUrl}, provider at ${mockUrl}/oidc)`);
