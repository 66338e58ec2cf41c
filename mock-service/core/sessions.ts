import { config } from '../../src/config/env';
import { randomHex } from '../../src/lib/hex';
import { clock } from './clock';

/** One signed-in browser tab or HTTP client. Kept in memory only: a reload signs the user out. */
export interface Session {
  token: string;
  email: string;
  /** The organization of the user's home record. */
  orgId: string;
  /** The organization the user is viewing (the organization dropdown). */
  selectedOrgId: string;
  expiresAt: number;
}

// An empty or nonsense VITE_INACTIVITY_TIMEOUT_MINUTES must not make every session expire at once.
const idleMinutes = config.inactivityTimeoutMinutes > 0 ? config.inactivityTimeoutMinutes : 20;
export const SESSION_IDLE_MS = idleMinutes * 60_000;

const sessions = new Map<string, Session>();

/** A session token: 32 random bytes as hex unless asked for fewer. */
export const randomToken = (bytes = 32): string => randomHex(bytes);

export function createSession(email: string, orgId: string): Session {
  const session: Session = {
    token: randomToken(),
    email,
    orgId,
    selectedOrgId: orgId,
    expiresAt: clock.now() + SESSION_IDLE_MS,
  };
  sessions.set(session.token, session);
  return session;
}

export type SessionLookup = { status: 'ok'; session: Session } | { status: 'missing' | 'expired' };

/** An expired session is dropped when first seen, so its token never works again. */
export function findSession(token: string): SessionLookup {
  const session = sessions.get(token);
  if (!session) return { status: 'missing' };
  if (session.expiresAt <= clock.now()) {
    sessions.delete(token);
    return { status: 'expired' };
  }
  return { status: 'ok', session };
}

/** The expiry is idle-based: every authenticated call, and /auth/refresh explicitly, extends it. */
export function touchSession(session: Session): void {
  session.expiresAt = clock.now() + SESSION_IDLE_MS;
}

export const secondsLeft = (session: Session): number =>
  Math.max(0, Math.round((session.expiresAt - clock.now()) / 1000));

export function endSession(token: string): void {
  sessions.delete(token);
}

export function clearSessions(): void {
  sessions.clear();
}

/** The sessions in force, for the keeper that lets them outlive a restarted worker (session-keeper.ts). */
export const liveSessions = (): Session[] => [...sessions.values()];

/** Takes back a session this service issued before its worker restarted; the keeper checks the token. */
export function adoptSession(session: Session): void {
  sessions.set(session.token, session);
}

/**
 * Demo controls: time moved by hand (the demo panel's clock) is not the user being idle, so every
 * session in force keeps the idle time it had left (core/time-moved.ts).
 */
export function carrySessionsForward(ms: number): void {
  if (!(ms > 0)) return;
  for (const session of sessions.values()) if (session.expiresAt > clock.now() - ms) session.expiresAt += ms;
}
