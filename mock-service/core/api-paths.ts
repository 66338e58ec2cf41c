import { allEndpoints } from '../../src/api/endpoints';

/** Path prefixes the backend owns; the browser interceptor answers these and lets everything else through. */
export const API_PREFIXES = ['/api/', '/user/api/', '/auth/', '/information/', '/source/api/', '/policy/api/', '/management/api/'];

export const isApiPath = (pathname: string): boolean => API_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** The declared methods of a path, for telling "wrong method" from "no such endpoint". */
export function declaredMethods(pathname: string): string[] {
  return allEndpoints.filter((endpoint) => endpoint.path === pathname).map((endpoint) => endpoint.method);
}
