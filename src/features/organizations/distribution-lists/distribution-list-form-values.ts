import { schemaResolver } from '@mantine/form';
import * as v from 'valibot';
import { ApiError } from '@/api/client';
import { emailSchema } from '@/api/contract';
import type { DistributionList, DistributionListInput } from '@/api/distribution-lists/contract';
import { ErrorKey, FALLBACK_MESSAGES } from '@/api/error-keys';
import { routeFieldErrors } from '@/api/field-errors';
import { conventionalName, description, requiredThen } from '@/lib/validators';

/** One row of the Recipients card; `key` keeps a row's inputs in place when another row is removed. */
export interface RecipientRow {
  key: string;
  email: string;
  comment: string;
}

export interface DistributionListFormValues {
  name: string;
  description: string;
  recipients: RecipientRow[];
}

let rowCount = 0;
export const recipientRow = (email = '', comment = ''): RecipientRow => ({ key: `r${++rowCount}`, email, comment });

/** A new list starts with one empty recipient row: the card never shows none (spec 1 §2). */
export const distributionListFormValues = (list: DistributionList | undefined): DistributionListFormValues =>
  list
    ? {
        name: list.name,
        description: list.description,
        recipients: list.recipients.map((r) => recipientRow(r.email, r.comment)),
      }
    : { name: '', description: '', recipients: [recipientRow()] };

/** Spec 1 §8, distribution lists. */
export const LIST_SAVED = 'Distribution list created or updated';
export const LIST_SAVE_FAILED = 'Could not save distribution list.';
export const LIST_FETCH_FAILED = 'An error occurred while fetching existing list.';
export const LIST_NAME_TAKEN = 'A distribution list with this name already exists';
export const LIST_DELETED = 'Distribution List deleted.';
export const LIST_DELETE_FAILED = 'Could not delete distribution list.';
export const DUPLICATE_RECIPIENT = FALLBACK_MESSAGES[ErrorKey.distributionListDuplicateRecipient];
export const EMAIL_REQUIRED = 'Email Address is required';

export type FormErrors = Record<string, string>;

const trimmed = <T extends v.GenericSchema<string, unknown>>(schema: T) => v.pipe(v.string(), v.trim(), schema);

/** Each address once, whatever its case: the later row is marked, whether or not other rows pass. */
const eachAddressOnce = v.rawCheck<{ email: string; comment: string }[]>(({ dataset, addIssue }) => {
  // Runs whether or not every row passed: a row that failed still holds the text typed.
  const rows = dataset.value as { email?: string }[];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const email = (row?.email ?? '').trim().toLowerCase();
    if (email !== '' && seen.has(email))
      addIssue({
        message: DUPLICATE_RECIPIENT,
        path: [
          { type: 'array', origin: 'value', input: rows, key: index, value: row },
          { type: 'object', origin: 'value', input: row, key: 'email', value: email },
        ],
      });
    seen.add(email);
  });
});

/**
 * The contract's rules, on what the person typed (spec 1 §5): the name rule, the description
 * rule on the description and each comment, a valid e-mail on every row, each address once.
 * The service checks all of this again.
 */
export const distributionListFormSchema = v.object({
  name: trimmed(conventionalName('Distribution Name')),
  description: trimmed(description('Distribution Description')),
  recipients: v.pipe(
    v.array(
      v.object({
        email: requiredThen(EMAIL_REQUIRED, emailSchema),
        comment: trimmed(description('Comment')),
      }),
    ),
    v.minLength(1, 'At least one recipient is required'),
    eachAddressOnce,
  ),
});

export const distributionListRules = schemaResolver(distributionListFormSchema, { sync: true });

/** What the form sends: trimmed text, e-mails lowercased by the contract's own schema. */
export const toDistributionListInput = (values: DistributionListFormValues): DistributionListInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  recipients: values.recipients.map((row) => ({
    email: v.parse(emailSchema, row.email),
    comment: row.comment.trim(),
  })),
});

export interface MappedErrors {
  /** Errors at the form's fields, by the form's paths (`name`, `recipients.1.email`). */
  fields: FormErrors;
  /** The notification's text for anything else, or for a government-domain refusal (spec 1 §5). */
  notice: string | null;
}

const FORM_FIELD = /^(name|description|recipients(\.\d+\.(email|comment))?)$/;

/**
 * Spec 1 §8: a name conflict reads 'A distribution list with this name already exists' at the
 * name; the service's field errors go to their field; a government-domain error goes to its
 * e-mail and is also a notice (spec 1 §5); anything else is 'Could not save distribution list.'
 * with the error's text as the detail.
 */
export function mapDistributionListErrors(error: unknown): MappedErrors {
  if (!(error instanceof ApiError))
    return { fields: {}, notice: error instanceof Error ? error.message : String(error) };
  const { fields, unplaced } = routeFieldErrors<string>(
    error.errors,
    { [ErrorKey.distributionListDuplicate]: { field: 'name', text: () => LIST_NAME_TAKEN } },
    (item) =>
      item.field !== undefined && FORM_FIELD.test(item.field)
        ? {
            field: item.field,
            text: (it) => (it.key === ErrorKey.invalidRequest ? (it.serverMessage ?? it.message) : it.message),
          }
        : undefined,
  );
  const notices = error.errors
    .filter((item) => unplaced.includes(item) || item.key === ErrorKey.governmentDomainRequired)
    .map((item) => item.message);
  return { fields: fields as FormErrors, notice: notices.length ? notices.join(' ') : null };
}
