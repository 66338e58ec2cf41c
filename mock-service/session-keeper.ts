import { toHex } from '../src/lib/hex';
import { bearerToken } from './core/caller';
import { clock } from './core/clock';
import { type Session, adoptSession, findSession, liveSessions } from './core/sessions';
import { type SnapshotStore, indexedDbStore } from './persistence';
import { variantStorageKey } from './variant-storage';

/** A session as kept in IndexedDB: the token's SHA-256, never the token, which stays in memory. */
type KeptSession = Omit<Session, 'token'> & { tokenHash: string };

const SESSIONS_KEY = variantStorageKey('sessions');
// The expiry moves on every call; saving it to the half minute is close enough for a 20-minute idle limit.
const EXPIRY_STEP_MS = 30_000;

export interface SessionKeeper {
  /** Reads the sessions a previous worker left (at start-up, before the first call). */
  restore(): Promise<void>;
  /** Before a call: a token this worker does not know but a previous one issued is taken back. */
  adopt(request: Request): Promise<void>;
  /** After a call: saves the sessions when one began, ended or moved on. */
  save(): Promise<void>;
}

/**
 * Where the tabs elect a leader to host the mock (leader-election.ts), the leader's worker dies
 * with its tab, and the tab taking over starts a new one: without this, every other tab's session
 * would be gone and its user signed out mid-task. So the worker keeps its sessions beside the
 * database snapshot, by token hash, and a new worker takes a session back when its token is shown.
 * Nothing is kept where IndexedDB or SubtleCrypto is missing (an insecure origin): a restarted
 * worker then signs everyone out, as before.
 */
export function createSessionKeeper(elsewhere?: SnapshotStore): SessionKeeper {
  const usable = (elsewhere || typeof indexedDB !== 'undefined') && typeof crypto.subtle?.digest === 'function';
  let store: SnapshotStore | null = elsewhere ?? null;
  // The mock server passes its data file's store (scripts/mock-server/data-file.ts); the worker uses IndexedDB.
  const snapshotStore = (): SnapshotStore => (store ??= indexedDbStore());
  /** Sessions a previous worker issued that no call has shown yet. */
  const kept = new Map<string, KeptSession>();
  const hashes = new Map<string, string>();
  let savedAs = '';
  let writing: Promise<void> = Promise.resolve();

  const hashOf = async (token: string): Promise<string> => {
    let hash = hashes.get(token);
    if (!hash) {
      hash = toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
      hashes.set(token, hash);
    }
    return hash;
  };
  const signature = () =>
    liveSessions()
      .map((s) => `${s.token}:${s.selectedOrgId}:${Math.floor(s.expiresAt / EXPIRY_STEP_MS)}`)
      .join() + `|${kept.size}`;

  return {
    async restore() {
      if (!usable) return;
      const [saved] = await snapshotStore()
        .getMany([SESSIONS_KEY])
        .catch(() => []);
      for (const session of Array.isArray(saved) ? saved : []) {
        if (session.expiresAt > clock.now()) kept.set(session.tokenHash, session);
      }
      savedAs = signature();
    },
    async adopt(request) {
      const token = bearerToken(request);
      if (!usable || kept.size === 0 || !token || findSession(token).status !== 'missing') return;
      const hash = await hashOf(token);
      const session = kept.get(hash);
      if (!session) return;
      kept.delete(hash);
      const { tokenHash: _, ...rest } = session;
      // An expired one is adopted too, so the caller hears 'expired' rather than 'missing'.
      adoptSession({ ...rest, token });
    },
    async save() {
      if (!usable || signature() === savedAs) return;
      savedAs = signature();
      const live = liveSessions();
      const entries = [...kept.values()].filter((session) => session.expiresAt > clock.now());
      for (const { token, ...rest } of live) entries.push({ ...rest, tokenHash: await hashOf(token) });
      for (const token of hashes.keys()) if (!live.some((s) => s.token === token)) hashes.delete(token);
      writing = writing
        .then(() => snapshotStore().setMany([[SESSIONS_KEY, entries]]))
        .catch((error) => console.warn('[mock] could not keep the sessions', error));
      await writing;
    },
  };
}
