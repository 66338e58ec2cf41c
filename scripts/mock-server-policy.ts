import { ErrorKey } from '../src/api/error-keys';
import { errorReply } from '../mock-service/core/mock-error';

/**
 * What the mock server adds around the handlers, as a real API gateway would: CORS for known
 * origins only, no caching of replies that may carry tokens or personal data, no MIME sniffing,
 * and a keyed 405 for methods the API never uses.
 */
export const ALLOWED_METHODS = ['GET', 'POST', 'OPTIONS'] as const;

/** The dev server (vite) and the preview/static server (scripts/serve.mjs), on both loopback names. */
export const DEFAULT_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

/** MOCK_ALLOWED_ORIGINS: origins separated by spaces or commas; replaces the defaults when set. */
export function allowedOrigins(setting: string | undefined): ReadonlySet<string> {
  const listed = (setting ?? '').split(/[\s,]+/).filter(Boolean);
  return new Set((listed.length ? listed : DEFAULT_ORIGINS).map((origin) => origin.replace(/\/+$/, '')));
}

// Every reply: an API reply may hold a session token (sign-in, refresh) or personal data, so none is kept by a cache.
const ALWAYS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

export function replyHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
  methods: readonly string[] = ALLOWED_METHODS,
): Record<string, string> {
  if (!origin || !allowed.has(origin)) return { ...ALWAYS, Vary: 'Origin' };
  return {
    ...ALWAYS,
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': methods.join(', '),
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
    'Access-Control-Max-Age': '600',
  };
}

/** A reply decided before the handlers run, or undefined to let them answer. */
export function refusal(
  method: string,
  origin: string | undefined,
  allowed: ReadonlySet<string>,
  /** The developer controls (scripts/mock-server/dev-routes.ts) also take DELETE. */
  methods: readonly string[] = ALLOWED_METHODS,
): Response | undefined {
  if (!methods.includes(method)) {
    const reply = errorReply(405, [
      {
        key: ErrorKey.methodNotAllowed,
        message: `${method} is not used by this service; use ${methods
          .filter((m) => m !== 'OPTIONS')
          .join(', ')
          .replace(/, (?=\w+$)/, ' or ')}.`,
      },
    ]);
    reply.headers.set('Allow', methods.join(', '));
    return reply;
  }
  // Browsers send Origin on cross-origin calls; one from an unknown site is refused outright, not just left unreadable.
  if (origin && !allowed.has(origin)) {
    return errorReply(403, [{ key: ErrorKey.forbidden, message: `The origin ${origin} may not call this service.` }]);
  }
  if (method === 'OPTIONS') return new Response(null, { status: 204 });
  return undefined;
}
