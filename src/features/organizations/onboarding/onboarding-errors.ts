import { ApiError } from '@/api/client';
import { routeFieldErrors } from '@/api/field-errors';

/** Step 1's fields that a refusal of the onboarding call can name. */
export type StepOneField = 'potentialOrgId' | 'displayName';
export type StepOneErrors = Partial<Record<StepOneField, string>>;

/**
 * The onboarding call is made from step 2, but a refusal of the organization (its name already an
 * organization, its display name another's) belongs at step 1's field: null when none does.
 */
export function stepOneErrorsOf(error: unknown): StepOneErrors | null {
  if (!(error instanceof ApiError)) return null;
  const { fields } = routeFieldErrors<StepOneField>(
    error.errors,
    {},
    {
      potentialOrgId: 'potentialOrgId',
      displayName: 'displayName',
    },
  );
  return Object.keys(fields).length > 0 ? fields : null;
}
