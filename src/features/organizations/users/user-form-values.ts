import * as v from 'valibot';
import { ApiError } from '@/api/client';
import { emailSchema } from '@/api/contract';
import { ErrorKey } from '@/api/error-keys';
import { type ErrorRoute, routeFieldErrors } from '@/api/field-errors';
import { type User, type UserInput, userInputSchema } from '@/api/users/contract';
import { requiredThen } from '@/lib/validators';

export interface UserFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  description: string;
  roles: string[];
}

export const emptyUser: UserFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phone: '',
  description: '',
  roles: [],
};

export const userFormValues = (user: User | undefined): UserFormValues =>
  user
    ? {
        firstName: user.firstName,
        middleName: user.middleName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        description: user.description,
        roles: [...user.roles],
      }
    : emptyUser;

/** The contract's rules for what the form sends; the form alone says a blank e-mail is missing. */
export const userFormSchema = v.object({
  ...v.omit(userInputSchema, ['orgId']).entries,
  email: requiredThen('Email Address is required', emailSchema),
});

/** What the form sends: trimmed names, the e-mail lowercased (spec 1 §5). */
export const toUserInput = (orgId: string, values: UserFormValues): UserInput => ({
  orgId,
  email: v.parse(emailSchema, values.email),
  firstName: values.firstName.trim(),
  middleName: values.middleName.trim(),
  lastName: values.lastName.trim(),
  phone: values.phone.trim(),
  description: values.description.trim(),
  roles: values.roles,
});

/** Spec 1 §8, the text for an internal error on the user form. */
export const EMAIL_IN_USE_MESSAGE = 'This email is in use, enter another email address';

export type FieldErrors = Partial<Record<keyof UserFormValues, string>>;

const emailInUse = { field: 'email', text: () => EMAIL_IN_USE_MESSAGE } as const;

const BY_KEY: Partial<Record<string, ErrorRoute<keyof UserFormValues>>> = {
  [ErrorKey.idReference]: { field: 'email', text: 'message' },
  [ErrorKey.governmentDomainRequired]: { field: 'email', text: 'message' },
  [ErrorKey.nameTaken]: { field: 'firstName', text: 'message' },
  [ErrorKey.internal]: emailInUse,
  [ErrorKey.emailInUse]: emailInUse,
};

/**
 * Spec 1 §8's key mapping: an id-reference or government-domain error goes to the e-mail field,
 * name-taken to the first name, an internal error (and e-mail in use) reads 'This email is in
 * use…' at the e-mail; the server's own field errors go to their field; anything else is general.
 */
export function mapUserErrors(error: unknown): {
  fields: FieldErrors;
  general: string | null;
} {
  if (!(error instanceof ApiError))
    return {
      fields: {},
      general: error instanceof Error ? error.message : String(error),
    };
  const { fields, unplaced } = routeFieldErrors<keyof UserFormValues>(error.errors, BY_KEY, (item) =>
    item.key === ErrorKey.invalidRequest && item.field && item.field in emptyUser
      ? { field: item.field as keyof UserFormValues, text: (it) => it.serverMessage ?? it.message }
      : undefined,
  );
  const general = unplaced.map((item) => item.message);
  return { fields, general: general.length ? general.join(' ') : null };
}
