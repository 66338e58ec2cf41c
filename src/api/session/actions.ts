import { requestRefresh, requestSignIn, requestSignOut } from '@/api/auth/queries';
import { ApiError, beginSignOut, setAccessToken, setErrorMessages, setUnauthorizedHandler } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { orgRequestListQuery } from '@/api/org-requests/queries';
import { canAccess, isGlobalUser } from '@/api/roles';
import { fetchCurrentUser, fetchErrorMessages, reportSignedIn, selectOrganization } from '@/api/session/queries';
import { usesOidc } from '@/config/env';
import { notify } from '@/lib/notify';
import type { SignOutReason } from '@/lib/sign-out-reason';
import { queryClient, refetchEverything, stopFetching } from '../query-client';
import { clearQueryCache } from '../query-persistence';
import { storage } from '@/lib/storage';
import { identityMemory } from './identity-memory';
import { takePendingCallback } from './oidc-callback';
import * as provider from './provider-session';
import { principalOf, sessionStore } from './store';

/** Signs in with the identity provider's answer (here: the mock service's sign-in) and starts up. */
export async function signIn(email: string): Promise<void> {
  sessionStore.set({ status: 'loading' });
  try {
    // The persisted cache is not keyed by user: only the same identity, resuming, may reuse it.
    if (identityMemory.recall() !== email) await clearQueryCache();
    const { token } = await requestSignIn(email);
    setAccessToken(token);
    identityMemory.remember(email);
    await startUp();
  } catch (error) {
    setAccessToken(null);
    identityMemory.forget();
    sessionStore.reset();
    notify.apiError(error, 'Sign in failed');
  }
}

/** At page load: resume the identity provider's session if there is one, else show sign-in. */
export async function resumeSession(): Promise<void> {
  if (usesOidc) return resumeProviderSession();
  const email = identityMemory.recall();
  if (email) await signIn(email);
  else sessionStore.reset();
}

const providerHooks: provider.ProviderHooks = { signOut: (reason) => signOut(reason) };

/** Live builds with an OpenID Connect provider: to its sign-in page ('Federating...' until the page unloads). */
export async function signInWithProvider(): Promise<void> {
  sessionStore.set({ status: 'loading' });
  try {
    await provider.beginProviderSignIn();
  } catch (error) {
    console.warn('[session] could not reach the identity provider', error);
    sessionStore.reset();
    notify.error({ title: 'Sign in failed', message: 'The identity provider could not be reached. Please try again.' });
  }
}

/** Back from the provider with a code, or reloaded while signed in there (its session signs us in again). */
async function resumeProviderSession(): Promise<void> {
  const callback = takePendingCallback();
  if (callback) return finishProviderSignIn(callback);
  if (identityMemory.recall()) return signInWithProvider();
  sessionStore.reset();
}

async function finishProviderSignIn(callbackUrl: string): Promise<void> {
  sessionStore.set({ status: 'loading' });
  try {
    const identity = await provider.completeProviderSignIn(callbackUrl, providerHooks);
    if (identity === null) return; // no roles claim: the sign-out has begun
    if (identityMemory.recall() !== identity) await clearQueryCache();
    identityMemory.remember(identity);
    await startUp();
    provider.signInSucceeded();
  } catch (error) {
    if (await provider.reenterSignIn(error)) return;
    if (error instanceof ApiError && error.hasKey(ErrorKey.unlinkedIdentity)) return signOut('unlinked');
    provider.stopRenewal();
    setAccessToken(null);
    identityMemory.forget();
    sessionStore.reset();
    notify.apiError(error, 'Sign in failed');
  }
}

/**
 * The session refresh call (spec 2 §7; Continue in the session-timeout modal): with a provider,
 * new tokens first (a refusal signs out), then the API's session is extended.
 */
export async function renewSession(): Promise<void> {
  if (usesOidc) {
    await provider.renewTokens(providerHooks);
    await requestRefresh();
    return;
  }
  const { token } = await requestRefresh();
  setAccessToken(token);
}

/** The start-up sequence of spec 1 §4, with its failure handling (§8). */
async function startUp(): Promise<void> {
  try {
    setErrorMessages(await fetchErrorMessages());
  } catch (error) {
    console.error('[start-up] could not load the error message table', error);
  }

  const user = await fetchCurrentUser();
  const principal = principalOf(user);
  const selectedOrgId = await restoreSelectedOrganization(user.email, user.selectedOrgId);

  if (isGlobalUser(principal) && canAccess.accessRequests(principal)) {
    try {
      await queryClient.fetchQuery(orgRequestListQuery());
    } catch {
      notify.warn({ title: 'Warning', message: 'Could not retrieve Organization access requests.' });
    }
  }

  try {
    await reportSignedIn(user.email, user.orgId);
  } catch (error) {
    console.error('[start-up] the signed-in call failed', error);
  }
  sessionStore.set({ status: 'signedIn', user, principal, selectedOrgId });
}

/** The organization chosen before a reload, if the server still lets this user view it. */
async function restoreSelectedOrganization(email: string, serverSelection: string): Promise<string> {
  const stored = await storage.get('selectedOrgId');
  if (!stored || stored === serverSelection) return serverSelection;
  try {
    return (await selectOrganization(email, stored)).selectedOrgId;
  } catch {
    await storage.remove('selectedOrgId');
    return serverSelection;
  }
}

/**
 * Ends the session at the API, for a sign-out or a persona switch. Calls in flight, and any asked
 * from here on, would reach the API after its session ended and be refused: they are dropped, and
 * new ones fail unsent until the next token (`beginSignOut`).
 */
async function endApiSession(): Promise<void> {
  const ending = beginSignOut();
  await stopFetching();
  if (ending) await requestSignOut(ending).catch(() => undefined);
}

let signingOut = false;
/** Longer than the query persister's throttle (query-persistence.ts). */
const PERSIST_SETTLE_MS = 1100;

/**
 * Clears the user, access requests, the selected organization and persisted query data. With a
 * provider, its session ends too (the page goes to its end-session endpoint and back to sign-in,
 * where `reason`, if any, is shown).
 */
export async function signOut(reason?: SignOutReason): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    if (usesOidc) provider.stopRenewal();
    await endApiSession();
    identityMemory.forget();
    await Promise.all([clearQueryCache(), storage.remove('selectedOrgId')]);
    if (usesOidc) {
      // Nobody is signed in from here; 'Federating...' until the page leaves for the provider.
      sessionStore.reset({ status: 'loading' });
      // The cache persister writes at most once a second, and a write it had begun can land after
      // the removal above; this page is about to leave for the provider, so once that interval has
      // passed the copy is removed again (the demo stays on the page, where the next write is empty).
      await new Promise((resolve) => setTimeout(resolve, PERSIST_SETTLE_MS));
      await clearQueryCache();
      try {
        return await provider.endProviderSession(reason);
      } catch (error) {
        console.warn('[session] the identity provider session could not be ended', error);
      }
    }
    setAccessToken(null);
    sessionStore.reset();
  } catch (error) {
    // Whatever failed (clearing the stored copy, say), the user is signed out, and the sign-in
    // screen can call the API again.
    console.error('[session] sign-out did not finish cleanly', error);
    setAccessToken(null);
    sessionStore.reset();
  } finally {
    signingOut = false;
  }
}

/**
 * The organization dropdown. The choice is written to IndexedDB before the server round trip, so
 * a reload at any moment keeps it (start-up asks the server again with the stored choice); the
 * previous choice comes back, in the page and in IndexedDB, if the server refuses.
 */
export async function switchOrganization(orgId: string): Promise<boolean> {
  const { user, selectedOrgId: previous } = sessionStore.get();
  if (!user || orgId === previous) return false;
  sessionStore.set({ selectedOrgId: orgId });
  const storedBefore = storage.get('selectedOrgId');
  const remembered = storage.set('selectedOrgId', orgId);
  try {
    const result = await selectOrganization(user.email, orgId);
    // The provider's tokens name the organization viewed: new ones carry the switch to the API.
    if (usesOidc) await provider.renewTokens(providerHooks);
    await remembered;
    if (result.selectedOrgId !== orgId) await storage.set('selectedOrgId', result.selectedOrgId);
    // A sign-out begun meanwhile has ended the API session: nothing is asked again.
    if (!signingOut) await refetchEverything();
    return true;
  } catch (error) {
    // A sign-out begun meanwhile ends the session and forgets the choice: nothing to put back or say.
    if (signingOut) return false;
    await remembered.catch(() => undefined);
    const before = await storedBefore.catch(() => undefined);
    await (before ? storage.set('selectedOrgId', before) : storage.remove('selectedOrgId'));
    sessionStore.set({ selectedOrgId: previous });
    notify.apiError(error, 'Could not switch organization');
    return false;
  }
}

setUnauthorizedHandler((error) => {
  if (sessionStore.get().status !== 'signedIn') return;
  if (!usesOidc) return void signOut();
  // The 'unlinked identity provider' error re-enters sign-in (once in a row); any other 401 signs out.
  void provider.reenterSignIn(error).then((started) => {
    if (!started) void signOut(error.hasKey(ErrorKey.unlinkedIdentity) ? 'unlinked' : undefined);
  });
});

/**
 * The demo's persona switch: ends this session at the service and starts the other persona's
 * through the same sign-in, without the sign-out and Terms of Use screens. As at sign-out, nothing
 * more is sent with the ending session (a refused call would sign the user out mid-switch); signIn
 * clears the query cache for a new identity, so nothing the previous persona loaded is shown to
 * the next.
 */
export async function switchPersona(email: string): Promise<boolean> {
  const { user } = sessionStore.get();
  if (!user || user.email === email) return false;
  await endApiSession();
  setAccessToken(null);
  await Promise.all([clearQueryCache(), storage.remove('selectedOrgId')]);
  await signIn(email);
  return sessionStore.get().user?.email === email;
}
