import { redirect } from '@tanstack/react-router';
import { mayCall } from '@/api/access';
import { canAccess } from '@/api/roles';
import type { SessionContext } from '@/api/session/router-context';

export type Area = keyof typeof canAccess;

/** What a guard reads of a route's `beforeLoad` options. */
interface GuardOptions {
  context: SessionContext;
  location: { href: string };
}

/**
 * A route's role guard. Before sign-in nothing is decided (the session gate shows the login
 * screen and the router re-validates once signed in); after it, a user without access is sent
 * to the not-authorized page, which says why.
 */
export function requireAccess(area: Area) {
  return ({ context: { principal }, location }: GuardOptions) => {
    if (!principal) return;
    if (!canAccess[area](principal)) {
      throw redirect({ to: '/not-authorized', search: { from: location.href } });
    }
  };
}

/**
 * A route whose screen stands on one endpoint: guarded by that endpoint's row of the access
 * table, the same row the service enforces, read in the caller's own organization.
 */
export function requireCall(endpointId: string) {
  return ({ context: { principal }, location }: GuardOptions) => {
    if (!principal) return;
    if (!mayCall(endpointId, principal)) {
      throw redirect({ to: '/not-authorized', search: { from: location.href } });
    }
  };
}
