import { type Backend, createBackend } from '../backend';
import type { Answer, Envelope, WorkerEnd } from '../worker-protocol';

let backend: Backend | null = null;

/**
 * The mock's worker for tests run in jsdom, which has no Worker: the same backend and the same
 * messages, answered in this thread. Messages are cloned as postMessage would clone them.
 */
export function inProcessWorker(): WorkerEnd {
  backend ??= createBackend();
  const listeners: ((event: MessageEvent<Answer>) => void)[] = [];
  const reply = (answer: Answer) => {
    const event = new MessageEvent('message', { data: structuredClone(answer) });
    for (const listener of listeners) listener(event);
  };
  return {
    postMessage(message: Envelope) {
      const { id, call } = structuredClone(message);
      backend!.answer(call).then(
        (value) => reply({ id, ok: true, value }),
        (error: unknown) => reply({ id, ok: false, error: String(error) }),
      );
    },
    addEventListener(_type, listener) {
      listeners.push(listener);
    },
  };
}
