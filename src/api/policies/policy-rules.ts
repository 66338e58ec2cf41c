import * as v from 'valibot';
import { isDomainName } from '../../lib/enrollment-identifier';
import { canonicalAddress } from '../../lib/ip-address';
import { description } from '../../lib/validators';
import { POLICY_NAME_MAX, type PolicyAction } from './contract';

/*
 * The policy-name rule (spec 2 §5 names it without stating it; this is our choice) and the
 * description rule, as pure functions the policy form and the mock's save handler share.
 *
 * Policy name: required, at most 64 characters of letters A-Z, digits, spaces and
 * - _ . ( ) / , — no leading or trailing space (a padded name is refused, never trimmed).
 * Description: the house description rule (src/lib/validators.ts): at most 256 characters of
 * printable text without < or >.
 */

export const POLICY_NAME_PATTERN = /^[A-Za-z0-9 ._\-()/,]*$/;

export const policyNameSchema = v.pipe(
  v.string(),
  v.nonEmpty('Policy Name is required'),
  v.maxLength(POLICY_NAME_MAX, `Policy Name must be ${POLICY_NAME_MAX} characters or fewer`),
  v.regex(POLICY_NAME_PATTERN, 'Policy Name may contain only letters, numbers, spaces and - _ . ( ) / ,'),
  v.check((value) => value.trim() === value, 'Policy Name cannot begin or end with a space'),
);

export const policyDescriptionSchema = description('Description');

const firstProblem = (schema: v.GenericSchema<string, unknown>, value: string): string | null => {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : result.issues[0].message;
};

/** The first problem of a policy name, or null when it may be saved. */
export const policyNameProblem = (name: string): string | null => firstProblem(policyNameSchema, name);

/** The first problem of a policy description, or null when it may be saved. */
export const policyDescriptionProblem = (text: string): string | null => firstProblem(policyDescriptionSchema, text);

/** Two names are the same policy name when they differ only in case (unique per organization). */
export const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

const isIp = (text: string): boolean => canonicalAddress(text, 4) !== null || canonicalAddress(text, 6) !== null;

export const INVALID_ACTION = 'Invalid Action';

/**
 * Spec 2 §5: an override's destination is one domain name, one IP, or a list of IPs; anything
 * else (empty, several names, names mixed with addresses) is 'Invalid Action'. Other actions carry
 * no destination. A sinkhole destination is one address (where it may come from is the service's
 * check: the Global organization, outside the critical-infrastructure build, an address
 * sinkhole.list offers).
 */
export function actionProblem(action: PolicyAction): string | null {
  const destination = action.destination ?? [];
  if (action.type !== 'OVERRIDE') return destination.length > 0 || action.isSinkholeOverride ? INVALID_ACTION : null;
  if (destination.length === 0) return INVALID_ACTION;
  if (action.isSinkholeOverride) return destination.length === 1 && isIp(destination[0]) ? null : INVALID_ACTION;
  if (destination.every(isIp)) return null;
  return destination.length === 1 && isDomainName(destination[0]) ? null : INVALID_ACTION;
}
