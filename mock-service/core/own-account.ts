import type { Caller } from './caller';
import { forbidden } from './mock-error';

/** Calls that name the caller's own e-mail (signed-in, rules of behavior) may not act for someone else. */
export function assertOwnEmail(caller: Caller, email: string): void {
  if (email !== caller.user.email) throw forbidden('A user may only make this call for their own account.');
}
