import mockWorkerUrl from './mock-worker.ts?worker&url';
import { config } from '../src/config/env';
import { workerNameOf } from '../src/config/variant';
import type { Answer, Call, Envelope, WorkerEnd } from './worker-protocol';

/** Posts calls to the mock's worker and resolves each with its answer. */
export interface WorkerClient {
  call<T>(call: Call, transfer?: Transferable[]): Promise<T>;
  /** Which kind of worker hosts the mock in this tab; 'elected': one tab's, chosen by a Web Lock. */
  host: 'shared' | 'dedicated' | 'elected' | 'injected';
  /** Whether the mock runs in this tab's own worker (always, but for a tab that forwards to a leader). */
  leading(): boolean;
}

type Host = WorkerClient['host'];

/**
 * Connects to the one mock for all tabs: a SharedWorker, so every tab reads and writes one
 * database. Where SharedWorker is missing (Chrome on Android, some embedded browsers) one tab,
 * elected through Web Locks, runs the mock in a dedicated worker and the others forward to it
 * (leader-election.ts). Only where Web Locks or BroadcastChannel are missing too does each tab run
 * a dedicated worker of its own, with its own copy of the database. The worker chunk is built
 * once and used by every kind.
 */
export function connectWorker(inject?: () => WorkerEnd): WorkerClient {
  if (inject) return clientOf(inject(), 'injected');
  // One worker per build variant, named for it: the worker reads its variant from its name
  // (src/config/variant.ts), so it always runs as the tabs that connect to it.
  const name = workerNameOf(config);
  if (typeof SharedWorker === 'function') {
    const worker = new SharedWorker(mockWorkerUrl, { type: 'module', name });
    worker.port.start();
    return clientOf(worker.port, 'shared', worker);
  }
  const dedicated = () => new Worker(mockWorkerUrl, { type: 'module', name });
  if (typeof navigator.locks?.request === 'function' && typeof BroadcastChannel === 'function') {
    // The election's code, and the endpoint table it reads to know which calls it may send
    // again, load only where they are used: the page's side of the mock stays light.
    const elected = import('./leader-election').then(({ electedWorker }) =>
      electedWorker(() => {
        const worker = dedicated();
        return clientOf(worker, 'dedicated', worker);
      }),
    );
    let client: WorkerClient | undefined;
    void elected.then((ready) => (client = ready));
    return {
      host: 'elected',
      leading: () => client?.leading() ?? false,
      call: <T>(call: Call, transfer?: Transferable[]) => elected.then((ready) => ready.call<T>(call, transfer)),
    };
  }
  const worker = dedicated();
  return clientOf(worker, 'dedicated', worker);
}

/** Numbers each call posted to a worker's end and settles it from the answer with that number. */
export function clientOf(end: WorkerEnd, host: Host, errors?: EventTarget): WorkerClient {
  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  errors?.addEventListener('error', (event) => {
    const error = new Error((event as ErrorEvent).message || 'the mock worker could not start');
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });
  end.addEventListener('message', ({ data }: MessageEvent<Answer>) => {
    const waiter = pending.get(data.id);
    if (!waiter) return;
    pending.delete(data.id);
    if (data.ok) waiter.resolve(data.value);
    else waiter.reject(new Error(data.error));
  });

  return {
    host,
    leading: () => true,
    call<T>(call: Call, transfer: Transferable[] = []) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        end.postMessage({ id, call } satisfies Envelope, transfer);
      });
    },
  };
}
