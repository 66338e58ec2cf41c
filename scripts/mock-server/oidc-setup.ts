import { createApiGate } from './oidc-api-gate';
import { API_AUDIENCE, createMockOidc } from './oidc-provider';

/**
 * The provider and the API's token door as the mock server starts them, from the environment:
 * MOCK_OIDC_ISSUER (default http://<host>:<port>/oidc), MOCK_OIDC_TOKEN_TTL (access-token
 * lifetime in seconds, default 300), and the console origins the mock server allows (CORS),
 * whose /signin-callback and / are registered as the client's redirect addresses.
 */
export function setUpOidc(host: string, port: number, consoleOrigins: Iterable<string>) {
  const ttl = Number(process.env.MOCK_OIDC_TOKEN_TTL || 300);
  const oidc = createMockOidc({
    issuer: process.env.MOCK_OIDC_ISSUER || `http://${host}:${port}/oidc`,
    consoleOrigins,
    accessTokenTtlSeconds: Number.isFinite(ttl) && ttl >= 10 ? ttl : 300,
  });
  const admit = createApiGate({
    jwks: oidc.jwks,
    issuer: oidc.issuer,
    audience: API_AUDIENCE,
    switchesOf: (account) => oidc.switches.get(account),
  });
  return { oidc, admit };
}
