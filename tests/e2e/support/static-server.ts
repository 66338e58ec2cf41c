import { spawn } from 'node:child_process';
import { repoRoot } from './env';

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts scripts/serve.mjs on a free port over a directory of the test's own, for specs that
 * change the served files (a new release, say) without touching the shared server.
 */
export function startStaticServer(dir: string, env: Record<string, string> = {}): Promise<StaticServer> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /at (http:\/\/\S+?)\/?$/m.exec(output)?.[1];
      if (url) resolve({ url, stop });
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
}
