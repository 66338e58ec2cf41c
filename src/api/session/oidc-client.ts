import { InMemoryWebStorage, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { config } from '@/config/env';
import { CALLBACK_PATH, rememberReturnPath } from './oidc-callback';

/**
 * The OpenID Connect client of live builds (oidc-client-ts, loaded only by them): authorization
 * code with PKCE, tokens in memory only. Only the sign-in request's state (the PKCE verifier,
 * state and nonce, none of them a token) waits in sessionStorage across the redirect to the
 * provider, because the page is unloaded meanwhile; oidc-client-ts removes it at the callback.
 */
export interface Tokens {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  /** Who signed in: the e-mail claim, else the subject. */
  identity: string;
  /** The access token's `roles` claim (or the ID token's, for an opaque access token), if any. */
  roles: unknown;
}

const origin = window.location.origin;
const manager = new UserManager({
  authority: config.oidc.issuer,
  client_id: config.oidc.clientId,
  redirect_uri: `${origin}${CALLBACK_PATH}`,
  post_logout_redirect_uri: `${origin}/`,
  response_type: 'code',
  scope: config.oidc.scopes,
  userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'pdns-oidc.' }),
  // Renewal is scheduled by the session layer (renew below), which knows when to sign out instead.
  automaticSilentRenew: false,
  monitorSession: false,
  loadUserInfo: false,
  revokeTokensOnSignout: false,
});

function claimsOf(jwt: string): Record<string, unknown> | null {
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function tokensOf(user: User): Tokens {
  const access = claimsOf(user.access_token);
  const profile = user.profile as Record<string, unknown>;
  return {
    accessToken: user.access_token,
    expiresIn: user.expires_in ?? 0,
    identity: String(profile.email ?? profile.sub),
    roles: access ? access.roles : profile.roles,
  };
}

/** Leaves for the provider's sign-in page; `prompt: 'login'` asks it to show the page even with a session. */
export async function beginSignIn(options: { prompt?: 'login' } = {}): Promise<void> {
  rememberReturnPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  await manager.signinRedirect({ prompt: options.prompt });
}

/** Exchanges the code of the callback address for tokens. */
export async function completeSignIn(callbackUrl: string): Promise<Tokens> {
  return tokensOf(await manager.signinRedirectCallback(callbackUrl));
}

/** New tokens by the refresh token (no page change, no iframe). */
export async function renew(): Promise<Tokens> {
  const user = await manager.signinSilent();
  if (!user) throw new Error('The identity provider did not renew the sign-in.');
  return tokensOf(user);
}

/** Ends the provider's session: the browser goes to its end-session endpoint and comes back to `/`. */
export async function endSession(): Promise<void> {
  const user = await manager.getUser();
  await manager.removeUser();
  await manager.signoutRedirect({ id_token_hint: user?.id_token });
}

/** Forgets the tokens here only (before starting a new sign-in). */
export async function forget(): Promise<void> {
  await manager.removeUser();
}
