import { Store, useSelector } from '@tanstack/react-store';
import type { CurrentUser } from '@/api/session/contract';
import { type Principal, parseRoles } from '@/api/roles';
import { listen } from '@/lib/listen';
import { identityMemory } from './identity-memory';
import { hasPendingCallback } from './oidc-callback';

/**
 * Sign-in states (spec 1 §4): loading shows 'Federating...', signIn shows the Terms of Use and
 * then the login screen, signedIn shows the console.
 */
export type SessionStatus = 'loading' | 'signIn' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  principal: Principal | null;
  /** The organization being viewed; the user's own unless switched. */
  selectedOrgId: string | null;
  /** Terms of Use are accepted once per page load, before the login screen. */
  termsAccepted: boolean;
}

const initial: SessionState = {
  status: 'loading',
  user: null,
  principal: null,
  selectedOrgId: null,
  termsAccepted: false,
};

// With no session to resume, the page opens on sign-in at once (index.html painted the Terms of
// Use already; a first render of 'Federating...' would flash between them).
// Back from the identity provider with a code: 'Federating...' while it is exchanged.
const store = new Store<SessionState>({
  ...initial,
  status: identityMemory.recall() || hasPendingCallback() ? 'loading' : 'signIn',
});

export const sessionStore = {
  get: (): SessionState => store.state,
  set(patch: Partial<SessionState>): void {
    store.setState((state) => ({ ...state, ...patch }));
  },
  subscribe: (listener: () => void): (() => void) => listen(store, listener),
  reset(patch: Partial<SessionState> = {}): void {
    sessionStore.set({ ...initial, termsAccepted: store.state.termsAccepted, status: 'signIn', ...patch });
  },
};

export function principalOf(user: CurrentUser): Principal {
  return { orgName: user.orgName, role: user.role, roles: parseRoles(user.roles) };
}

export function useSession(): SessionState;
export function useSession<T>(select: (s: SessionState) => T): T;
export function useSession<T>(select?: (s: SessionState) => T): T | SessionState {
  return useSelector<SessionState, T | SessionState>(store, select ?? ((state) => state));
}

/** The signed-in user; only call below the signed-in gate. */
export function useSignedInUser(): { user: CurrentUser; principal: Principal; selectedOrgId: string } {
  const s = useSession();
  if (!s.user || !s.principal) throw new Error('useSignedInUser called outside a signed-in session');
  return { user: s.user, principal: s.principal, selectedOrgId: s.selectedOrgId ?? s.user.orgId };
}
