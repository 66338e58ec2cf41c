import { type JsonWebKey, type KeyObject, createPublicKey, verify } from 'node:crypto';

/**
 * Checks an access token the way a resource server must before it trusts one: a JWS signed by a
 * key of the provider's JWKS (RS256 or ES256, chosen by `kid`), from the expected issuer, for
 * this API (audience), not expired and already valid. Node's crypto only: the mock server verifies
 * what the provider published, not the provider's own objects.
 */
export interface AccessClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nbf?: number;
  jti?: string;
  client_id?: string;
  /** The grant the token came from: every renewal of one sign-in shares it. */
  grant?: string;
  roles?: unknown;
  [claim: string]: unknown;
}

export type Verified = { ok: true; claims: AccessClaims } | { ok: false; reason: string };

export interface VerifyOptions {
  jwks: { keys: (JsonWebKey & { kid?: string; alg?: string })[] };
  issuer: string;
  audience: string;
  /** Seconds since the epoch. */
  now: number;
  /** Clock skew allowed, seconds. */
  leeway?: number;
}

const ALGORITHMS: Record<string, { hash: string; dsaEncoding?: 'ieee-p1363' }> = {
  RS256: { hash: 'sha256' },
  ES256: { hash: 'sha256', dsaEncoding: 'ieee-p1363' },
};

const decodePart = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** A string shaped like a compact JWS (three base64url parts), as opposed to an opaque session token. */
export const looksLikeJwt = (token: string): boolean => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

export function verifyAccessToken(token: string, options: VerifyOptions): Verified {
  if (!looksLikeJwt(token)) return { ok: false, reason: 'not a JWT' };
  const [headerPart, payloadPart, signaturePart] = token.split('.');
  let header: { alg?: string; kid?: string; typ?: string };
  let claims: AccessClaims;
  try {
    header = decodePart(headerPart) as typeof header;
    claims = decodePart(payloadPart) as AccessClaims;
  } catch {
    return { ok: false, reason: 'unreadable header or claims' };
  }
  const algorithm = header.alg ? ALGORITHMS[header.alg] : undefined;
  if (!algorithm) return { ok: false, reason: `algorithm ${String(header.alg)} is not accepted` };
  const jwk = options.jwks.keys.find((key) => key.kid === header.kid && (!key.alg || key.alg === header.alg));
  if (!jwk) return { ok: false, reason: `no key ${String(header.kid)} in the provider's JWKS` };
  let key: KeyObject;
  try {
    key = createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return { ok: false, reason: 'the JWKS key is unusable' };
  }
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  const good = verify(algorithm.hash, signed, { key, dsaEncoding: algorithm.dsaEncoding }, signature);
  if (!good) return { ok: false, reason: 'bad signature' };

  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'claims are not an object' };
  const leeway = options.leeway ?? 5;
  if (claims.iss !== options.issuer) return { ok: false, reason: `issuer ${String(claims.iss)} is not trusted` };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(options.audience)) return { ok: false, reason: 'the token is for another audience' };
  if (typeof claims.exp !== 'number' || claims.exp + leeway <= options.now) return { ok: false, reason: 'expired' };
  if (typeof claims.nbf === 'number' && claims.nbf - leeway > options.now)
    return { ok: false, reason: 'not yet valid' };
  if (typeof claims.sub !== 'string' || !claims.sub) return { ok: false, reason: 'no subject' };
  return { ok: true, claims };
}
