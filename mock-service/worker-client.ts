import mockWorkerUrl from './mock-worker.ts?worker&url';
import type { Answer, Call, Envelope, WorkerEnd } from './worker-protocol';

/** Posts calls to the mock's worker and resolves each with its answer. */
export interface WorkerClient {
  call<T>(call: Call, transfer?: Transferable[]): Promise<T>;
  /** Which kind of worker hosts the mock in this tab. */
  host: 'shared' | 'dedicated' | 'injected';
}

/**
 * Connects to the one mock for all tabs: a SharedWorker, so every tab reads and writes one
 * database. Where SharedWorker is missing (some mobile browsers) the tab runs the mock in a
 * dedicated Worker of its own: still off the main thread, but each such tab holds its own copy
 * (the README's "Decisions" say so). The worker chunk is built once and used by either kind.
 */
export function connectWorker(inject?: () => WorkerEnd): WorkerClient {
  let end: WorkerEnd;
  let host: WorkerClient['host'];
  let failed: ((error: Error) => void) | null = null;
  const onError = (event: Event) => {
    const message = (event as ErrorEvent).message || 'the mock worker could not start';
    failed?.(new Error(message));
  };
  if (inject) {
    end = inject();
    host = 'injected';
  } else if (typeof SharedWorker === 'function') {
    const worker = new SharedWorker(mockWorkerUrl, { type: 'module', name: 'pdns-mock' });
    worker.addEventListener('error', onError);
    worker.port.start();
    end = worker.port;
    host = 'shared';
  } else {
    const worker = new Worker(mockWorkerUrl, { type: 'module', name: 'pdns-mock' });
    worker.addEventListener('error', onError);
    end = worker;
    host = 'dedicated';
  }

  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  failed = (error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  end.addEventListener('message', ({ data }: MessageEvent<Answer>) => {
    const waiter = pending.get(data.id);
    if (!waiter) return;
    pending.delete(data.id);
    if (data.ok) waiter.resolve(data.value);
    else waiter.reject(new Error(data.error));
  });

  return {
    host,
    call<T>(call: Call, transfer: Transferable[] = []) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        end.postMessage({ id, call } satisfies Envelope, transfer);
      });
    },
  };
}
