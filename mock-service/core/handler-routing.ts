import { type HttpHandler, getResponse, http } from 'msw';

const methodMatches = (method: HttpHandler['info']['method'], wanted: string): boolean =>
  typeof method === 'string' ? method === wanted : method.test(wanted);

/**
 * The handlers that can answer a request, in their order. msw reads each handler's cookies and
 * URL before it tests the path, which costs more than the reply for most calls when it is done
 * for every endpoint's handler; the endpoints' patterns are regular expressions (api-paths.ts),
 * so a plain test picks the one or two that can match. String patterns (the catch-all's '*') and
 * predicates stay in, for msw to decide.
 */
export function handlersFor(handlers: readonly HttpHandler[], method: string, url: string): HttpHandler[] {
  // msw matches a pattern against the address without its query and fragment.
  const { origin, pathname } = new URL(url);
  const address = origin + pathname;
  return handlers.filter(({ info }) => {
    if (!methodMatches(info.method, method)) return false;
    return info.path instanceof RegExp ? info.path.test(address) : true;
  });
}

/** The mock's answer to a request: what its handlers reply, or undefined when none does. */
export const answerWith = (handlers: readonly HttpHandler[], request: Request): Promise<Response | undefined> =>
  getResponse(handlersFor(handlers, request.method, request.url), request);

/** One msw handler standing for all of them, for msw's own servers (vitest's `setupServer`). */
export const routedHandler = (handlers: readonly HttpHandler[]): HttpHandler =>
  http.all('*', ({ request }) => answerWith(handlers, request));
