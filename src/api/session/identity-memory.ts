import { tabStorage } from '@/lib/tab-storage';

/**
 * Stands in for the identity provider's own session: which persona is signed in on this tab, so
 * a reload signs the same person in again (as an OIDC provider's session cookie would). It holds
 * an e-mail address only, never a token, and is forgotten at sign-out or when the tab closes.
 */
const KEY = 'pdns.identity';

export const identityMemory = {
  /** Where storage is unavailable, sign-in lasts until the next reload. */
  remember(email: string): void {
    tabStorage.write(KEY, email);
  },
  recall(): string | null {
    return tabStorage.read(KEY);
  },
  forget(): void {
    tabStorage.remove(KEY);
  },
};
