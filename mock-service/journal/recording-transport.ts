import { clock } from '../core/clock';
import type { Recorder } from './recorder';
import type { ReplayTransport } from './replay';

/**
 * Records every call sent through a transport, the way the page's interceptor does: for tests
 * of the engine and for journals composed in Node rather than clicked in a browser.
 */
export function recordingTransport(inner: ReplayTransport, recorder: Recorder): ReplayTransport {
  return {
    ...inner,
    async send(request) {
      const reply = await inner.send(request);
      recorder.call({
        method: request.method,
        url: request.url,
        authorization: request.headers.Authorization ?? null,
        requestText: request.body,
        status: reply.status,
        replyText: reply.text,
        at: clock.now(),
      });
      return reply;
    },
  };
}
