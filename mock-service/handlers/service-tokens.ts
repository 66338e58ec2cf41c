import type { ServiceToken } from '../../src/api/sources/enrollment-contract';
import type { Clock } from '../core/clock';
import { toHex } from '../../src/lib/hex';
import { sha256 } from '../core/files/sha256';
import { updateRecord } from '../core/crud';
import { randomToken } from '../core/sessions';
import { type ServiceTokenRow, db } from '../db/database';
import type { ServiceTokenRecord } from '../db/schemas';

/*
 * Service Auth tokens of source sets (spec 1 §4): valid one year, at most one current per set
 * (generating revokes the previous one), the secret handed out once. The service keeps a salted
 * SHA-256 digest of it, never the secret, so a client configuration download that brings the
 * secret back (spec 1 §7's clientSecret) can be checked. docs/decisions/enrollment-client-secret.md
 */

const encoder = new TextEncoder();
export const digestOf = (salt: string, secret: string): string => toHex(sha256(encoder.encode(`${salt}:${secret}`)));

/** Compares every character, so the time taken says nothing about how much of a guess was right. */
export function secretMatches(token: ServiceTokenRecord, secret: string): boolean {
  const digest = digestOf(token.secretSalt, secret);
  let difference = digest.length ^ token.secretDigest.length;
  for (let i = 0; i < digest.length; i++) difference |= digest.charCodeAt(i) ^ token.secretDigest.charCodeAt(i);
  return difference === 0;
}

/** A token is current until it is revoked or its year is up. */
export const isCurrent = (token: ServiceTokenRecord, now: number): boolean =>
  token.revokedAt === null && Date.parse(token.expiration) > now;

export function currentToken(orgId: string, sourceSetId: string, now: number): ServiceTokenRow | undefined {
  return db.serviceTokens
    .all()
    .find((token) => token.orgId === orgId && token.sourceSetId === sourceSetId && isCurrent(token, now));
}

/** One year on, same month and day (29 February becomes 1 March). */
export function oneYearAfter(ms: number): string {
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString();
}

export const tokenReply = (token: ServiceTokenRecord, secret: string | null = null): ServiceToken => ({
  id: token.id,
  clientId: token.clientId,
  secret,
  expiration: token.expiration,
});

/** Revokes every current token of the set; returns how many. */
export async function revokeTokensOf(orgId: string, sourceSetId: string, clock: Clock): Promise<number> {
  const now = clock.now();
  const current = db.serviceTokens
    .all()
    .filter((token) => token.orgId === orgId && token.sourceSetId === sourceSetId && isCurrent(token, now));
  for (const token of current) await updateRecord(db.serviceTokens, token, { revokedAt: clock.isoNow() });
  return current.length;
}

/** A new current token for the set, the previous one revoked; the secret is in the reply only. */
export async function generateToken(orgId: string, sourceSetId: string, clock: Clock): Promise<ServiceToken> {
  await revokeTokensOf(orgId, sourceSetId, clock);
  const secret = randomToken(32);
  const secretSalt = randomToken(16);
  const record = await db.serviceTokens.create({
    id: `svctok-${randomToken(8)}`,
    orgId,
    sourceSetId,
    clientId: `${randomToken(16)}.access`,
    secretSalt,
    secretDigest: digestOf(secretSalt, secret),
    createdAt: clock.isoNow(),
    expiration: oneYearAfter(clock.now()),
    revokedAt: null,
  });
  return tokenReply(record, secret);
}
