import { ApiError, setAccessToken } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { type SignOutReason, signOutReason } from '@/lib/sign-out-reason';
import { tabStorage } from '@/lib/tab-storage';
import type { Tokens } from './oidc-client';

/**
 * The identity provider's side of a live session (spec 1 §4, spec 2 §4.6 and §7): tokens from
 * the OpenID Connect client, renewed before they expire; a renewal that fails or a token without
 * the roles claim signs the user out with the reason; the API's 'unlinked identity provider'
 * error sends the user back to the provider's sign-in once (a second one in a row is shown, not
 * retried, so a provider that keeps answering with the same account cannot loop).
 */
// Demo builds (Vite's 'production' mode; live builds use --mode live) drop the branch, so they
// neither load nor emit the OpenID Connect client.
const client = () =>
  import.meta.env.MODE === 'production'
    ? Promise.reject(new Error('The demo signs in with its personas, not an identity provider.'))
    : import('./oidc-client');
const RELINK_KEY = 'pdns-oidc-relinking';
/** Renew this long before expiry, or at 80% of a short token's life. */
const RENEW_BEFORE_S = 60;

let renewTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * Moved on by stopRenewal: a renewal still under way when the session ends (one an organization
 * switch asked for, say, just before a sign-out) takes none of its tokens into use. Taking them
 * would give the API a token again after the sign-out had closed it, for a session already ended.
 */
let renewals = 0;

export interface ProviderHooks {
  /** Signs the user out (and ends the provider session) after an automatic sign-out. */
  signOut(reason: SignOutReason): Promise<void>;
}

const hasRoles = (tokens: Tokens): boolean => Array.isArray(tokens.roles);

/** Takes new tokens into use, or says why they cannot be used. */
function accept(tokens: Tokens, hooks: ProviderHooks): boolean {
  if (!hasRoles(tokens)) {
    console.warn('[session] the access token has no roles claim; signing out');
    void hooks.signOut('noRoles');
    return false;
  }
  setAccessToken(tokens.accessToken);
  scheduleRenewal(tokens.expiresIn, hooks);
  return true;
}

function scheduleRenewal(expiresIn: number, hooks: ProviderHooks): void {
  clearTimeout(renewTimer);
  const inSeconds = Math.max(1, expiresIn - Math.min(RENEW_BEFORE_S, expiresIn * 0.2));
  renewTimer = setTimeout(() => void renewTokens(hooks).catch(() => undefined), inSeconds * 1000);
}

/** Renews the tokens now; a refusal signs the user out. Resolves to the new access token. */
export async function renewTokens(hooks: ProviderHooks): Promise<string> {
  const renewal = renewals;
  let tokens: Tokens;
  try {
    tokens = await (await client()).renew();
  } catch (error) {
    if (renewal !== renewals) throw error;
    console.warn('[session] token renewal failed; signing out', error);
    await hooks.signOut('renewalFailed');
    throw error;
  }
  if (renewal !== renewals) throw new Error('The session ended while its tokens were being renewed.');
  if (!accept(tokens, hooks)) throw new Error('The renewed access token has no roles claim.');
  return tokens.accessToken;
}

/** To the provider's sign-in page (the page unloads). */
export async function beginProviderSignIn(prompt?: 'login'): Promise<void> {
  await (await client()).beginSignIn({ prompt });
}

/** The callback's code exchanged for tokens; null when they cannot be used (the sign-out has begun). */
export async function completeProviderSignIn(callbackUrl: string, hooks: ProviderHooks): Promise<string | null> {
  const tokens = await (await client()).completeSignIn(callbackUrl);
  return accept(tokens, hooks) ? tokens.identity : null;
}

/** After a start-up that worked: a later unlinked error may send the user to the provider again. */
export function signInSucceeded(): void {
  tabStorage.remove(RELINK_KEY);
}

/**
 * The API said the provider's account is not linked to a user: sign in again at the provider,
 * which shows its sign-in page (another account may be chosen). True when that has begun;
 * false when it was already tried once in a row (the caller then shows the error).
 */
export async function reenterSignIn(error: unknown): Promise<boolean> {
  if (!(error instanceof ApiError) || !error.hasKey(ErrorKey.unlinkedIdentity)) return false;
  if (tabStorage.read(RELINK_KEY)) {
    tabStorage.remove(RELINK_KEY);
    return false;
  }
  tabStorage.write(RELINK_KEY, '1');
  stopRenewal();
  setAccessToken(null);
  const oidc = await client();
  await oidc.forget();
  await oidc.beginSignIn({ prompt: 'login' });
  return true;
}

export function stopRenewal(): void {
  clearTimeout(renewTimer);
  renewTimer = undefined;
  renewals++;
}

/** The provider's end-session endpoint; the page unloads and comes back to the sign-in screen. */
export async function endProviderSession(reason?: SignOutReason): Promise<void> {
  stopRenewal();
  if (reason) signOutReason.record(reason);
  await (await client()).endSession();
}
