import type { AnyRouter } from '@tanstack/react-router';
import type { Principal } from '@/api/roles';
import { type SessionState, sessionStore } from './store';

/** What route guards and loaders know of the session: they read it from the router's context. */
export interface SessionContext {
  /** Who is signed in; null until sign-in has completed. */
  principal: Principal | null;
  /** The organization being viewed (the one switched to, else the user's own); none before sign-in. */
  orgId: string | undefined;
}

export function sessionContext(state: SessionState = sessionStore.get()): SessionContext {
  const { status, principal, user, selectedOrgId } = state;
  if (status !== 'signedIn' || !principal || !user) return { principal: null, orgId: undefined };
  return { principal, orgId: selectedOrgId ?? user.orgId };
}

const keyOf = ({ status, user, selectedOrgId }: SessionState) =>
  `${status}|${user?.email ?? ''}|${selectedOrgId ?? ''}`;

/**
 * Keeps a router's context in step with the session. When who is signed in, or the organization
 * viewed, changes, the context is computed again and the router re-runs its guards and loaders:
 * sign-in decides the guards, and an organization switch reloads each list for the new organization.
 */
export function followSession(router: AnyRouter): () => void {
  let last = keyOf(sessionStore.get());
  return sessionStore.subscribe(() => {
    const state = sessionStore.get();
    const key = keyOf(state);
    if (key === last) return;
    last = key;
    router.update({ ...router.options, context: { ...router.options.context, ...sessionContext(state) } });
    void router.invalidate();
  });
}
