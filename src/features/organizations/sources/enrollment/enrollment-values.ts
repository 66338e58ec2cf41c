import type { AuthenticationMethod, ServiceToken } from '@/api/sources/enrollment-contract';
import type { EnrollmentMethod, SourceSet } from '@/api/sources/schemas';
import { normalizeIdentifier } from '@/lib/enrollment-identifier';

/** What the dialog edits: the method and the One Time PIN identifier (kept when another method is picked). */
export interface EnrollmentDraft {
  method: EnrollmentMethod;
  identifier: string;
}

export const draftOf = (set: SourceSet): EnrollmentDraft => ({
  method: set.deviceEnrollment.method,
  identifier:
    set.onetimePin ?? (set.deviceEnrollment.method === 'OneTimePin' ? (set.deviceEnrollment.identifier ?? '') : ''),
});

/** Spec 1 §4: Save is disabled for Service Auth without a token. */
export const canSave = (draft: EnrollmentDraft, token: ServiceToken | null | undefined): boolean =>
  draft.method !== 'ServiceAuth' || !!token;

/** Whether the dialog shows something other than what is saved (a new token counts). */
export function isUnsaved(draft: EnrollmentDraft, saved: SourceSet, token: ServiceToken | null | undefined): boolean {
  const { method, identifier } = saved.deviceEnrollment;
  if (draft.method !== method) return true;
  if (method === 'OneTimePin') return normalizeIdentifier(draft.identifier) !== (identifier ?? '');
  // While the token is still loading nothing is known to differ.
  if (method === 'ServiceAuth') return token !== undefined && token?.clientId !== identifier;
  return false;
}

/** The wire's authenticationMethod (spec 1 §7): newDomain, token, or absent for None. */
export function authenticationMethodOf(
  draft: EnrollmentDraft,
  token: ServiceToken | null | undefined,
): AuthenticationMethod | undefined {
  if (draft.method === 'OneTimePin') return { newDomain: normalizeIdentifier(draft.identifier) };
  if (draft.method === 'ServiceAuth') return { token: token?.id ?? '' };
  return undefined;
}
