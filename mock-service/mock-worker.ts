/// <reference lib="webworker" />
import './worker-globals';
import { createBackend } from './backend';
import { warmWhenIdle } from './world-adapter/current-world';
import type { Answer, Envelope } from './worker-protocol';

/**
 * The mock's worker: a SharedWorker serving every tab of the origin, or a dedicated Worker where
 * SharedWorker is missing (worker-client.ts). One database, restored once, off the page's thread.
 */
const backend = createBackend();

interface Port {
  postMessage(message: Answer, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Envelope>) => void): void;
  start?(): void;
}

function serve(port: Port): void {
  port.addEventListener('message', ({ data: { id, call } }) => {
    backend.answer(call).then(
      (value) => {
        const body = (value as { body?: unknown } | undefined)?.body;
        port.postMessage({ id, ok: true, value }, body instanceof ArrayBuffer ? [body] : []);
        // After an answer the database is restored; each call postpones this until the tabs are quiet.
        warmWhenIdle();
      },
      (error: unknown) => {
        console.error('[mock worker]', error);
        port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
      },
    );
  });
  port.start?.();
}

const scope = globalThis as unknown as SharedWorkerGlobalScope | DedicatedWorkerGlobalScope;
if ('onconnect' in scope) scope.addEventListener('connect', (event) => serve((event as MessageEvent).ports[0]));
else serve(scope as unknown as Port);
