import { schemaResolver } from '@mantine/form';
import * as v from 'valibot';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { routeFieldErrors, specificText } from '@/api/field-errors';
import { conventionalNameSchema, descriptionSchema, requiredThen } from '@/lib/validators';
import type { AlertSetContext } from './alert-set-form-values';
import { REQUIRED, SAVE_FAILED } from './alert-set-messages';

/** Error keys are Mantine form paths ('policy.actions'), the same paths the service names. */
export type AlertSetErrors = Record<string, string>;

/** Top to bottom, as the form shows them: the first error is the one scrolled to and focused. */
export const FIELD_ORDER = [
  'name',
  'description',
  'cadence',
  'distribution',
  'organizationsForGlobal',
  'policy.actions',
  'policy.policies',
  'policy.sourceSets',
  'policy.sources',
  'policy.trigger.changePercent',
  'policy.trigger.minimumCount',
  'source.actions',
  'source.sourceSets',
  'source.sources',
  'source.trigger.changePercent',
  'source.trigger.minimumCount',
  'providerPolicy.sourceSets',
  'providerPolicy.sources',
] as const;

const list = v.pipe(v.array(v.unknown()), v.minLength(1, REQUIRED));

/** Spec 1 §5: change percent and minimum match count are non-negative integers ('' while the box is empty). */
const count = (label: string) =>
  v.pipe(
    v.union([v.number(), v.string()]),
    v.check((value) => value !== '', REQUIRED),
    v.transform(Number),
    v.integer(`${label} must be a whole number`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(1_000_000, `${label} must be at most 1,000,000`),
  );

const threshold = { changePercent: count('Change percent'), minimumCount: count('Minimum match count') };

/** An alert's rules apply only while it is on. */
const whenOn = <T extends v.ObjectEntries>(entries: T) =>
  v.variant('enabled', [v.object({ enabled: v.literal(true), ...entries }), v.object({ enabled: v.literal(false) })]);

/**
 * Every rule of spec 1 §5 the form can check itself, for the set's context: the contract's name
 * and description rules; in a DNS Events set, the actions and selections of each alert that is on
 * and offered (a Global set offers only the policy alert, without sets, sources or thresholds).
 */
export function alertSetSchema(context: AlertSetContext) {
  const base = {
    name: requiredThen(REQUIRED, v.pipe(v.string(), v.trim(), conventionalNameSchema)),
    description: v.pipe(v.string(), v.trim(), descriptionSchema),
    distribution: list,
  };
  if (context.alertType !== 'DNS Events') return v.object(base);
  if (context.isGlobal)
    return v.object({
      ...base,
      organizationsForGlobal: list,
      policy: whenOn({ actions: list, policies: list }),
    });
  return v.object({
    ...base,
    policy: whenOn({
      actions: list,
      policies: list,
      sourceSets: list,
      sources: list,
      trigger: v.variant('type', [
        v.object({ type: v.literal('threshold'), ...threshold }),
        v.object({ type: v.literal('match') }),
      ]),
    }),
    source: whenOn({ actions: list, sourceSets: list, sources: list, trigger: v.object(threshold) }),
    providerPolicy: whenOn({ sourceSets: list, sources: list }),
  });
}

export const alertSetRules = (context: AlertSetContext) => schemaResolver(alertSetSchema(context), { sync: true });

export const firstErrorPath = (errors: Record<string, unknown>): string | undefined =>
  FIELD_ORDER.find((path) => errors[path]) ?? Object.keys(errors).find((path) => errors[path]);

/**
 * Spec 1 §8: a name-taken answer is shown as its own notification (and at Name); the service's
 * field errors go to their fields; anything else is the catalogue's save failure.
 */
export function mapAlertSetSaveErrors(error: unknown): {
  fields: AlertSetErrors;
  notice: string | null;
} {
  if (!(error instanceof ApiError)) return { fields: {}, notice: SAVE_FAILED };
  const { fields, unplaced } = routeFieldErrors<string>(
    error.errors,
    { [ErrorKey.alertSetNameTaken]: 'name' },
    (item) =>
      item.field && (FIELD_ORDER as readonly string[]).some((path) => path.startsWith(item.field!))
        ? (FIELD_ORDER as readonly string[]).includes(item.field)
          ? item.field
          : FIELD_ORDER.find((p) => p.startsWith(`${item.field}.`))!
        : undefined,
  );
  // A name taken is its own notification too (the last one, as the service listed them).
  const taken = error.errors.findLast((item) => item.key === ErrorKey.alertSetNameTaken);
  const failed = unplaced.length > 0 || Object.keys(fields).length === 0;
  return { fields: fields as AlertSetErrors, notice: taken ? specificText(taken) : failed ? SAVE_FAILED : null };
}
