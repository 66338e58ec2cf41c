import { http } from 'msw';
import { ErrorKey } from '../../src/api/error-keys';
import { declaredMethods, isApiPath } from './api-paths';
import { errorReply } from './mock-error';

/** The reply for a request no handler answers; shared with the Node server. */
export function unknownEndpointReply(method: string, pathname: string): Response {
  const methods = declaredMethods(pathname);
  if (methods.length > 0) {
    return errorReply(405, [
      { key: ErrorKey.unknownEndpoint, message: `${method} ${pathname} is not offered; use ${methods.join(' or ')}.` },
    ]);
  }
  return errorReply(404, [
    { key: ErrorKey.unknownEndpoint, message: `${method} ${pathname} is not an endpoint of this service.` },
  ]);
}

/**
 * Must come after every endpoint handler. Paths outside the API prefixes are left unanswered
 * (the resolver returns nothing), so msw passes them on.
 */
export const catchAllHandler = http.all('*', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (!isApiPath(pathname)) return undefined;
  return unknownEndpointReply(request.method, pathname);
});
