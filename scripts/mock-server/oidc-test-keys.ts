import { type KeyObject, generateKeyPairSync, sign } from 'node:crypto';

/** Test support: a signing key with its JWKS, and compact JWS tokens signed by it (or not). */
export function testKey(kid = 'test-key') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
  return { privateKey, jwks, kid };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(claims: Record<string, unknown>, key: KeyObject, header: Record<string, unknown>): string {
  const head = `${part({ typ: 'at+jwt', ...header })}.${part(claims)}`;
  return `${head}.${sign('sha256', Buffer.from(head), key).toString('base64url')}`;
}
