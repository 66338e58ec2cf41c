/**
 * Stands in for the identity provider's own session: which persona is signed in on this tab, so
 * a reload signs the same person in again (as an OIDC provider's session cookie would). It holds
 * an e-mail address only, never a token, and is forgotten at sign-out or when the tab closes.
 */
const KEY = 'pdns.identity';

export const identityMemory = {
  remember(email: string): void {
    try {
      sessionStorage.setItem(KEY, email);
    } catch {
      /* storage may be unavailable (private mode); sign-in then lasts until reload */
    }
  },
  recall(): string | null {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  forget(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      /* nothing to forget */
    }
  },
};
