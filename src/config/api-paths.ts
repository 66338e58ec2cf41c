/**
 * Path prefixes the backend owns. The demo's interceptor answers these and lets everything else
 * through; the PWA's worker never serves the app shell for them.
 */
export const API_PREFIXES = [
  '/api/',
  '/user/api/',
  '/auth/',
  '/information/',
  '/source/api/',
  '/policy/api/',
  '/management/api/',
  // The demo's file service (pre-signed links, mock-service/core/files): served by the mock, offline too.
  '/mock-files/',
] as const;

export const isApiPath = (pathname: string): boolean => API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
