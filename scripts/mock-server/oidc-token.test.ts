// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signJwt, testKey } from './oidc-test-keys';
import { looksLikeJwt, verifyAccessToken } from './oidc-token';

const ISSUER = 'http://127.0.0.1:8787/oidc';
const AUDIENCE = 'urn:pdns:api';
const NOW = 1_800_000_000;
const key = testKey();
const other = testKey('other-key');
const claims = { iss: ISSUER, sub: 'olivia.bennett@cisa.dhs.gov', aud: AUDIENCE, iat: NOW - 10, exp: NOW + 300 };
const options = { jwks: key.jwks, issuer: ISSUER, audience: AUDIENCE, now: NOW };
const token = (overrides: Record<string, unknown> = {}, header: Record<string, unknown> = {}) =>
  signJwt({ ...claims, ...overrides }, key.privateKey, { alg: 'RS256', kid: key.kid, ...header });

describe('access-token verification', () => {
  it('accepts a token signed by a JWKS key, for this API, from the issuer, in its lifetime', () => {
    expect(verifyAccessToken(token({ roles: ['reportingViewer'] }), options)).toEqual({
      ok: true,
      claims: { ...claims, roles: ['reportingViewer'] },
    });
  });

  it('refuses a changed payload, another key and a key the JWKS lacks', () => {
    const [head, , signature] = token().split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'eve@example.gov' })).toString('base64url')}.${signature}`;
    expect(verifyAccessToken(forged, options)).toEqual({ ok: false, reason: 'bad signature' });
    const byOther = signJwt(claims, other.privateKey, { alg: 'RS256', kid: key.kid });
    expect(verifyAccessToken(byOther, options)).toEqual({ ok: false, reason: 'bad signature' });
    const unknownKid = signJwt(claims, other.privateKey, { alg: 'RS256', kid: other.kid });
    expect(verifyAccessToken(unknownKid, options)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no key'),
    });
  });

  it("refuses 'none' and other algorithms, and what is not a JWT", () => {
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.x`;
    expect(verifyAccessToken(unsigned, options)).toMatchObject({ ok: false, reason: expect.stringContaining('none') });
    expect(verifyAccessToken(token({}, { alg: 'HS256' }), options).ok).toBe(false);
    expect(looksLikeJwt('0123abcd')).toBe(false);
    expect(verifyAccessToken('0123abcd', options)).toEqual({ ok: false, reason: 'not a JWT' });
  });

  it('refuses another issuer, another audience, an expired or not yet valid token, and one without a subject', () => {
    expect(verifyAccessToken(token({ iss: 'http://evil.test/oidc' }), options).ok).toBe(false);
    expect(verifyAccessToken(token({ aud: 'urn:other:api' }), options).ok).toBe(false);
    expect(verifyAccessToken(token({ aud: ['urn:other:api', AUDIENCE] }), options).ok).toBe(true);
    expect(verifyAccessToken(token({ exp: NOW - 6 }), options)).toEqual({ ok: false, reason: 'expired' });
    // Five seconds of clock skew are allowed either way.
    expect(verifyAccessToken(token({ exp: NOW - 4 }), options).ok).toBe(true);
    expect(verifyAccessToken(token({ nbf: NOW + 60 }), options)).toEqual({ ok: false, reason: 'not yet valid' });
    expect(verifyAccessToken(token({ sub: '' }), options)).toEqual({ ok: false, reason: 'no subject' });
  });
});
