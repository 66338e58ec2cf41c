import { schemaResolver } from '@mantine/form';
import * as v from 'valibot';
import { signUpRequestSchema } from '@/api/auth/contract';
import { ApiError } from '@/api/client';
import { routeFieldErrors } from '@/api/field-errors';
import { requiredThen } from '@/lib/validators';

export type RequestAccessValues = v.InferInput<typeof signUpRequestSchema>;
export type RequestAccessField = keyof RequestAccessValues;

export const requestAccessFields: Record<RequestAccessField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  password: 'Password',
};

export const emptyRequestAccess: RequestAccessValues = { firstName: '', lastName: '', email: '', password: '' };

const { firstName, lastName, email, password } = signUpRequestSchema.entries;

/**
 * The contract's schema decides, so the form and the server share one rule set; an empty
 * field says it is required rather than repeating the rule it also breaks.
 */
export const requestAccessRules = schemaResolver(
  v.object({
    firstName: requiredThen(`${requestAccessFields.firstName} is required`, firstName),
    lastName: requiredThen(`${requestAccessFields.lastName} is required`, lastName),
    email: requiredThen(`${requestAccessFields.email} is required`, email),
    password: requiredThen(`${requestAccessFields.password} is required`, password),
  }),
  { sync: true },
);

/** Splits a failed submit into errors the form can show at one of its fields and the rest. */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[] = Object.keys(requestAccessFields),
): { fields: Partial<Record<string, string>>; general: string[] } {
  if (!(error instanceof ApiError)) {
    return { fields: {}, general: [error instanceof Error ? error.message : 'An unknown error occurred.'] };
  }
  const { fields, unplaced } = routeFieldErrors<string>(error.errors, {}, (item) =>
    item.field && fieldNames.includes(item.field) ? { field: item.field, text: 'message' } : undefined,
  );
  return { fields, general: unplaced.map((item) => item.message) };
}
