import { requestSignIn, requestSignOut } from '@/api/auth/queries';
import { setAccessToken, setErrorMessages, setUnauthorizedHandler } from '@/api/client';
import { orgRequestListQuery } from '@/api/org-requests/queries';
import { canAccess, isGlobalUser } from '@/api/roles';
import { fetchCurrentUser, fetchErrorMessages, reportSignedIn, selectOrganization } from '@/api/session/queries';
import { notify } from '@/lib/notify';
import { queryClient } from '../query-client';
import { clearQueryCache } from '../query-persistence';
import { storage } from '@/lib/storage';
import { identityMemory } from './identity-memory';
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
  const email = identityMemory.recall();
  if (email) await signIn(email);
  else sessionStore.reset();
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

let signingOut = false;

/** Clears the user, access requests, the selected organization and persisted query data. */
export async function signOut(): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    await requestSignOut().catch(() => undefined);
    setAccessToken(null);
    identityMemory.forget();
    await Promise.all([clearQueryCache(), storage.remove('selectedOrgId')]);
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
    await remembered;
    if (result.selectedOrgId !== orgId) await storage.set('selectedOrgId', result.selectedOrgId);
    await queryClient.invalidateQueries();
    return true;
  } catch (error) {
    await remembered.catch(() => undefined);
    const before = await storedBefore.catch(() => undefined);
    await (before ? storage.set('selectedOrgId', before) : storage.remove('selectedOrgId'));
    sessionStore.set({ selectedOrgId: previous });
    notify.apiError(error, 'Could not switch organization');
    return false;
  }
}

setUnauthorizedHandler(() => {
  if (sessionStore.get().status === 'signedIn') void signOut();
});

/**
 * The demo's persona switch (issue 17): ends this session at the service and starts the other
 * persona's through the same sign-in, without the sign-out and Terms of Use screens. signIn clears
 * the query cache for a new identity, so nothing the previous persona loaded is shown to the next.
 */
export async function switchPersona(email: string): Promise<boolean> {
  const { user } = sessionStore.get();
  if (!user || user.email === email) return false;
  await requestSignOut().catch(() => undefined);
  setAccessToken(null);
  await Promise.all([clearQueryCache(), storage.remove('selectedOrgId')]);
  await signIn(email);
  return sessionStore.get().user?.email === email;
}
