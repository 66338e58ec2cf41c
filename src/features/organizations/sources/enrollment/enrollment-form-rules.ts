import * as v from 'valibot';
import type { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { routeFieldErrors } from '@/api/field-errors';
import { newDomainSchema } from '@/api/sources/enrollment-contract';
import { IDENTIFIER_FORMAT_MESSAGE, IDENTIFIER_REQUIRED_MESSAGE, identifierKind } from '@/lib/enrollment-identifier';
import { requiredThen } from '@/lib/validators';

/**
 * The contract's identifier, checked as the service checks it (trimmed, in lower case, an e-mail
 * address or a domain) so a bad one is named at the field before anything is sent. The form's
 * check comes before the contract's length: it refuses an overlong value with the same words.
 */
const identifierSchema = requiredThen(
  IDENTIFIER_REQUIRED_MESSAGE,
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.check((value) => identifierKind(value) !== null, IDENTIFIER_FORMAT_MESSAGE),
    newDomainSchema,
  ),
);

/** Only One Time PIN has an identifier; the one kept while another method is picked is not checked. */
export const enrollmentFormSchema = v.variant('method', [
  v.object({ method: v.literal('OneTimePin'), identifier: identifierSchema }),
  v.object({ method: v.picklist(['ServiceAuth', 'None']), identifier: v.string() }),
]);

/** A refusal's identifier item at its field, in the catalogue's words; the rest is handed back. */
export const routeEnrollmentErrors = (error: ApiError) =>
  routeFieldErrors<'identifier'>(
    error.errors,
    { [ErrorKey.enrollmentIdentifier]: { field: 'identifier', text: 'message' } },
    { 'authenticationMethod.newDomain': { field: 'identifier', text: 'message' } },
  );
