import { randomToken } from '../core/sessions';

/*
 * A client secret a configuration download was asked to write into its file. A link carries its
 * file's recipe, not its content, so the secret would otherwise travel in the address (history,
 * proxy logs). The link carries a random handle instead; the secret waits here, in memory only
 * (never in the database or its snapshot), until the link expires.
 */

const held = new Map<string, { secret: string; until: number }>();

export function holdSecret(secret: string, now: number, ttlSeconds: number): string {
  for (const [handle, entry] of held) if (entry.until <= now) held.delete(handle);
  const handle = randomToken(16);
  held.set(handle, { secret, until: now + ttlSeconds * 1000 });
  return handle;
}

/** The secret behind a handle, or undefined once its link has expired or the service restarted. */
export const heldSecret = (handle: string): string | undefined => held.get(handle)?.secret;
