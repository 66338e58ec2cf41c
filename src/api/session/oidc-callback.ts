import { usesOidc } from '@/config/env';
import { tabStorage } from '@/lib/tab-storage';

/**
 * The provider sends the browser back to CALLBACK_PATH with the authorization code in the
 * address. Imported first by main.tsx, before the router reads the address: the code is taken
 * into memory and the address becomes the page the user was on, so the code never reaches the
 * router, the history or any storage. The sign-in finishes in session/oidc-client.ts.
 */
export const CALLBACK_PATH = '/signin-callback';
/** Where to return after the provider; a path of this app, kept for the tab (not sensitive). */
const RETURN_KEY = 'pdns-oidc-return';

let pendingCallback: string | null = null;

/** Before leaving for the provider: remember the page to come back to. */
export function rememberReturnPath(path: string): void {
  tabStorage.write(RETURN_KEY, path.startsWith('/') && !path.startsWith('//') ? path : '/');
}

export const hasPendingCallback = (): boolean => pendingCallback !== null;

/** The provider's answer (the callback address with code and state), once. */
export function takePendingCallback(): string | null {
  const url = pendingCallback;
  pendingCallback = null;
  return url;
}

if (usesOidc && typeof window !== 'undefined' && window.location.pathname === CALLBACK_PATH) {
  pendingCallback = window.location.href;
  const back = tabStorage.read(RETURN_KEY) ?? '/';
  tabStorage.remove(RETURN_KEY);
  window.history.replaceState(null, '', back.startsWith(CALLBACK_PATH) ? '/' : back);
}
