import type { ReplayTransport } from './replay';

/** Replays against a mock server over HTTP (scripts/replay.ts --url). A dropped connection reads as status 0. */
export function httpTransport(baseUrl: string, setClock?: ReplayTransport['setClock']): ReplayTransport {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async send({ method, url, headers, body }) {
      try {
        const response = await fetch(base + url, { method, headers, body });
        const text = await response.text();
        return { status: response.status, text: text === '' ? null : text };
      } catch {
        return { status: 0, text: null };
      }
    },
    ...(setClock ? { setClock } : {}),
  };
}
