import { allEndpoints } from '../../src/api/endpoints';
import { ErrorKey } from '../../src/api/error-keys';
import { bearerToken } from '../../mock-service/core/caller';
import { MockError, errorReply } from '../../mock-service/core/mock-error';
import { startSession } from '../../mock-service/core/start-session';
import { type VerifyOptions, looksLikeJwt, verifyAccessToken } from './oidc-token';
import type { Switches } from './oidc-switches';

export interface ApiGateOptions {
  jwks: VerifyOptions['jwks'];
  issuer: string;
  audience: string;
  switchesOf(account: string): Switches;
  /** Seconds since the epoch; the provider stamps tokens with the real time. */
  now?: () => number;
}

const isPublic = (method: string, pathname: string): boolean =>
  allEndpoints.some((e) => e.public && e.method === method && e.path === pathname);

/**
 * The mock API's door for the provider's access tokens. A bearer that looks like a JWT is
 * verified (signature by the provider's JWKS, issuer, audience, expiry); a good one is mapped to
 * a mock session of its user (mock-service/core/sessions.ts), one per sign-in (the token's
 * `grant`), so a renewed token keeps the session and its selected organization, and the request
 * goes on with that session's token. Opaque tokens (from `/auth/sign-in`) pass untouched.
 * A sign-in whose session has ended (signed out, idle) is answered by the handlers as any
 * ended session is: its later tokens are not given a new one.
 */
export function createApiGate(options: ApiGateOptions) {
  const sessionBySignIn = new Map<string, string>();
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  return async function admit(request: Request): Promise<Request | Response> {
    const token = bearerToken(request);
    if (!token || !looksLikeJwt(token)) return request;
    const verified = verifyAccessToken(token, { ...options, now: now() });
    const { pathname } = new URL(request.url);
    if (!verified.ok) {
      // Public calls never needed the token; a stale one must not break them.
      if (isPublic(request.method, pathname)) return withoutToken(request);
      return errorReply(401, [
        { key: ErrorKey.unauthorized, message: `The access token was refused: ${verified.reason}.` },
      ]);
    }
    const { claims } = verified;
    if (options.switchesOf(claims.sub).unlinked && !isPublic(request.method, pathname)) {
      return errorReply(401, [
        {
          key: ErrorKey.unlinkedIdentity,
          message: `The identity provider account ${claims.sub} is not linked to a user of this service.`,
        },
      ]);
    }
    const signIn = `${claims.sub} ${claims.grant ?? claims.jti ?? token}`;
    const known = sessionBySignIn.get(signIn);
    if (known) return withToken(request, known);
    let sessionToken: string;
    try {
      sessionToken = startSession(claims.sub).token;
    } catch (error) {
      if (error instanceof MockError) return errorReply(error.status, error.toItems());
      throw error;
    }
    sessionBySignIn.set(signIn, sessionToken);
    return withToken(request, sessionToken);
  };
}

function withToken(request: Request, token: string): Request {
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

function withoutToken(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('Authorization');
  return new Request(request, { headers });
}
