import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { routeFieldErrors, specificText } from '@/api/field-errors';
import { formValidator, conventionalNameSchema, descriptionSchema } from '@/lib/validators';
import type { AlertSetContext, AlertSetFormValues, TriggerValues } from './alert-set-form-values';
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

const checkName = formValidator(conventionalNameSchema);
const checkDescription = formValidator(descriptionSchema);

/** Spec 1 §5: change percent and minimum match count are non-negative integers. */
export function countError(label: string, value: number | string): string | null {
  if (value === '' || value === null || value === undefined) return REQUIRED;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number)) return `${label} must be a whole number`;
  if (number < 0) return `${label} cannot be negative`;
  if (number > 1_000_000) return `${label} must be at most 1,000,000`;
  return null;
}

function triggerErrors(prefix: string, trigger: TriggerValues, errors: AlertSetErrors) {
  if (trigger.type !== 'threshold') return;
  const percent = countError('Change percent', trigger.changePercent);
  const minimum = countError('Minimum match count', trigger.minimumCount);
  if (percent) errors[`${prefix}.trigger.changePercent`] = percent;
  if (minimum) errors[`${prefix}.trigger.minimumCount`] = minimum;
}

/** Every rule of spec 1 §5 the form can check itself; only alerts that are on and offered are checked. */
export function validateAlertSetForm(values: AlertSetFormValues, context: AlertSetContext): AlertSetErrors {
  const errors: AlertSetErrors = {};
  const name = values.name.trim() === '' ? REQUIRED : checkName(values.name.trim());
  const description = checkDescription(values.description.trim());
  if (name) errors.name = name;
  if (description) errors.description = description;
  if (values.distribution.length === 0) errors.distribution = REQUIRED;
  if (context.alertType !== 'DNS Events') return errors;

  const required = (path: string, list: unknown[]) => {
    if (list.length === 0) errors[path] = REQUIRED;
  };
  if (context.isGlobal) required('organizationsForGlobal', values.organizationsForGlobal);
  const { policy, source, providerPolicy } = values;
  if (policy.enabled) {
    required('policy.actions', policy.actions);
    required('policy.policies', policy.policies);
    if (!context.isGlobal) {
      required('policy.sourceSets', policy.sourceSets);
      required('policy.sources', policy.sources);
      triggerErrors('policy', policy.trigger, errors);
    }
  }
  if (context.isGlobal) return errors;
  if (source.enabled) {
    required('source.actions', source.actions);
    required('source.sourceSets', source.sourceSets);
    required('source.sources', source.sources);
    triggerErrors('source', { ...source.trigger, type: 'threshold' }, errors);
  }
  if (providerPolicy.enabled) {
    required('providerPolicy.sourceSets', providerPolicy.sourceSets);
    required('providerPolicy.sources', providerPolicy.sources);
  }
  return errors;
}

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
