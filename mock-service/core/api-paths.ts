import { allEndpoints } from '../../src/api/endpoints';

export { isApiPath } from '../../src/config/api-paths';

/** The declared methods of a path, for telling "wrong method" from "no such endpoint". */
export function declaredMethods(pathname: string): string[] {
  return allEndpoints.filter((endpoint) => endpoint.path === pathname).map((endpoint) => endpoint.method);
}

/**
 * The handler pattern for an endpoint path on any origin. The browser forwards same-origin calls
 * only and Node has no page origin, so the origin is left open; the path must match exactly
 * (a '*' prefix would also take /api/auth/personas for /auth/personas).
 */
export const endpointPattern = (path: string): RegExp =>
  new RegExp(`^[a-z][a-z0-9+.-]*://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
