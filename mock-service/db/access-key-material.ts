import { ACCESS_KEY_LIFETIME_DAYS } from '../../src/api/access-keys/contract';
import { ulid } from '../../src/lib/ulid';
import { type Random, createRandom } from '../seed/prng';

/** What the service grants every key it makes; the create call names no roles. */
export const ACCESS_KEY_ROLES = ['DnsLogReader', 'PolicyReader'] as const;

const DAY_MS = 86_400_000;
const AWS_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const draw = (random: Random, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(random.next() * alphabet.length)]).join('');

/** FNV-1a over the text: a stable 32-bit seed for the generator. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let n = 0; n < text.length; n++) hash = Math.imul(hash ^ text.charCodeAt(n), 0x01000193);
  return hash >>> 0;
}

export interface KeyMaterial {
  id: string;
  awsAccessKey: string;
  secret: string;
  dateCreated: string;
  expirationDate: string;
}

/**
 * A new key's id, access key and secret, from the clock's time and a generator seeded by what
 * the organization already holds: the same database and clock give the same key, and a second
 * key in the same millisecond still differs.
 */
export function keyMaterial(nowMs: number, random: Random): KeyMaterial {
  return {
    id: ulid(nowMs, random.next),
    awsAccessKey: `AKIA${draw(random, AWS_KEY_ALPHABET, 16)}`,
    secret: draw(random, SECRET_ALPHABET, 40),
    dateCreated: new Date(nowMs).toISOString(),
    expirationDate: new Date(nowMs + ACCESS_KEY_LIFETIME_DAYS * DAY_MS).toISOString(),
  };
}

export const randomFor = (orgId: string, nowMs: number, takenIds: readonly string[]) =>
  createRandom(seedOf(`${orgId}|${nowMs}|${takenIds.join(',')}`));

/** The organization's API key and role: derived from it, so they need no table of their own. */
export function apiKeyOf(org: { orgId: string; acronym: string; accountId: string | null }) {
  const random = createRandom(seedOf(`api-key|${org.orgId}|${org.accountId}`));
  return {
    apiKey: draw(random, SECRET_ALPHABET.slice(0, 62), 40),
    iamRoleArn: `arn:aws:iam::${org.accountId}:role/pdns-api-${org.acronym.toLowerCase()}`,
  };
}
