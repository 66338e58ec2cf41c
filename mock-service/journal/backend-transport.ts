import type { Backend } from '../backend';
import { clock } from '../core/clock';
import type { WireReply } from '../worker-protocol';
import type { ReplayTransport } from './replay';

const ORIGIN = 'http://journal-replay.invalid';
const TAB = 'journal-replay';

/**
 * Replays into a backend in this process or worker (a memory-only one: backend.ts), through the
 * same answer path as the demo's tabs. Its clock is this module's clock, so each call runs at its
 * recorded instant.
 */
export function backendTransport(backend: Backend): ReplayTransport {
  return {
    async send({ method, url, headers, body }) {
      const bytes = body === null ? null : (new TextEncoder().encode(body).buffer as ArrayBuffer);
      const request = { method, url: ORIGIN + url, headers: Object.entries(headers), body: bytes };
      const reply = (await backend.answer({ op: 'fetch', request, tab: TAB })) as WireReply;
      if (reply.networkError) return { status: 0, text: null };
      return { status: reply.status, text: reply.body ? new TextDecoder().decode(reply.body) : null };
    },
    setClock: (ms) => clock.useVirtualTime(ms),
    async moveClock(method, arg) {
      await backend.answer({ op: 'clock', method, arg, tab: TAB });
    },
  };
}
