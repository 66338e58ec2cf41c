import * as v from 'valibot';

/**
 * Shared field rules (spec 1 §5). The specification leaves the character sets of the
 * conventional-name and description rules unstated, so these are our choices:
 *
 * - Conventional name (alert sets, distribution lists, source sets, ...): 1–64 characters of
 *   letters A–Z, digits, spaces, hyphen, underscore and period; no leading or trailing space.
 * - Description: at most 256 characters of printable text (tab and line breaks allowed) without
 *   `<` or `>`, which keeps markup out of anything shown back to other users. Empty is allowed;
 *   a form that requires a description says so itself.
 * - Phone: a US number, 10 digits, optionally preceded by +1 or 1, with spaces, dots, hyphens or
 *   parentheses around the area code.
 * - Person names: letters (any script), spaces, apostrophes, hyphens and periods, at most 50
 *   characters; first and last required, middle optional. Surrounding spaces are trimmed.
 *
 * Each rule is a valibot schema: request schemas and the mock use it, and a form uses it in its
 * schema through Mantine's schemaResolver.
 */
export const NAME_MAX = 64;
export const DESCRIPTION_MAX = 256;
/** The longest CIDR text taken: room for a full IPv6 address and prefix (src/lib/cidr.ts). */
export const CIDR_MAX_LENGTH = 64;
export const PERSON_NAME_MAX = 50;

export function conventionalName(label = 'Name') {
  return v.pipe(
    v.string(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(NAME_MAX, `${label} must be ${NAME_MAX} characters or fewer`),
    v.regex(
      /^[A-Za-z0-9 ._-]*$/,
      `${label} may contain only letters, numbers, spaces, hyphens, underscores and periods`,
    ),
    v.check((value) => value.trim() === value, `${label} cannot begin or end with a space`),
  );
}

export function description(label = 'Description') {
  return v.pipe(
    v.string(),
    v.maxLength(DESCRIPTION_MAX, `${label} must be ${DESCRIPTION_MAX} characters or fewer`),
    v.regex(/^[^<>]*$/, `${label} cannot contain < or >`),
    v.regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, `${label} contains characters that cannot be shown`),
  );
}

const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
export const PHONE_MESSAGE = 'Enter a valid 10-digit US phone number';

export const phoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Phone Number is required'),
  v.regex(PHONE_PATTERN, PHONE_MESSAGE),
);

/** The 10 significant digits of a valid US number ('+1 (202) 555-0100' → '2025550100'). */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

export function personName(label: string, { required }: { required: boolean }) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => !required || value.length > 0, `${label} is required`),
    v.maxLength(PERSON_NAME_MAX, `${label} must be ${PERSON_NAME_MAX} characters or fewer`),
    v.regex(/^[\p{L}\p{M} .'’-]*$/u, `${label} may contain only letters, spaces, apostrophes, hyphens and periods`),
  );
}

export const conventionalNameSchema = conventionalName();
export const descriptionSchema = description();
export const firstNameSchema = personName('First Name', { required: true });
export const middleNameSchema = personName('Middle Name', { required: false });
export const lastNameSchema = personName('Last Name', { required: true });

/**
 * A form's own 'required' before a contract rule that a blank value also breaks, so a blank field
 * says it is missing rather than malformed. The contract's rule runs only on a value that is there.
 */
export const requiredThen = <T extends v.GenericSchema<string, unknown>>(message: string, schema: T) =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', message),
    schema,
  );
