import { schemaResolver } from '@mantine/form';
import * as v from 'valibot';
import { signUpRequestSchema } from '@/api/auth/contract';
import { ApiError } from '@/api/client';

export type RequestAccessValues = v.InferInput<typeof signUpRequestSchema>;
export type RequestAccessField = keyof RequestAccessValues;

export const requestAccessFields: Record<RequestAccessField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  password: 'Password',
};

export const emptyRequestAccess: RequestAccessValues = { firstName: '', lastName: '', email: '', password: '' };

const contractErrors = schemaResolver(signUpRequestSchema, { sync: true });

/**
 * The contract's schema decides, so the form and the server share one rule set; an empty
 * field says it is required rather than repeating the rule it also breaks.
 */
export function validateRequestAccess(values: RequestAccessValues): Record<string, string> {
  const errors = contractErrors(values) as Record<string, string>;
  for (const [field, label] of Object.entries(requestAccessFields)) {
    if (values[field as RequestAccessField].trim() === '') errors[field] = `${label} is required`;
  }
  return errors;
}

/** Splits a failed submit into errors the form can show at one of its fields and the rest. */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[] = Object.keys(requestAccessFields),
): { fields: Record<string, string>; general: string[] } {
  if (!(error instanceof ApiError)) {
    return { fields: {}, general: [error instanceof Error ? error.message : 'An unknown error occurred.'] };
  }
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const item of error.errors) {
    if (item.field && fieldNames.includes(item.field) && !fields[item.field]) fields[item.field] = item.message;
    else general.push(item.message);
  }
  return { fields, general };
}
