import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { type ErrorRoute, routeFieldErrors } from '@/api/field-errors';

/** Spec 1 §8, sources and source sets. */
export const SOURCE_CREATED = 'Source created.';
export const SOURCE_UPDATED = 'Source updated.';
export const SOURCE_DELETED = 'Source deleted.';
export const SOURCE_DELETE_FAILED = 'An error occurred while deleting the source.';
export const SET_NOT_FOUND = 'Internal Error: Source Set Not Found';
export const SET_UPDATED = 'Source Set Updated';
export const SET_UPDATE_FAILED = 'An error occurred while updating the Source Set.';
export const SET_DELETED = 'Source Set deleted.';
export const SET_DELETE_FAILED = 'An error occurred while deleting the source set.';
export const SET_HAS_SOURCES = 'You cannot delete a source set that contains sources.';
export const NO_DESCRIPTION = 'no description';
/** The spec names the note but not its words. */
export const IBOSS_NOTE =
  'iboss sources are added by the Protective DNS team. Contact support to add iboss as a source.';

/**
 * The refusals of a set delete that the spec shows as warnings (invalid states a person can
 * fix), with the error table's text; anything else is the generic failure.
 */
const DELETE_WARNINGS: readonly string[] = [
  ErrorKey.sourceSetHasSources,
  ErrorKey.sourceSetHasDeviceEnrollment,
  ErrorKey.sourceSetUsedByPolicies,
  ErrorKey.sourceSetIsDefault,
  ErrorKey.sourceSetIsExclusionZone,
];

export function setDeleteWarning(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.hasKey(ErrorKey.sourceSetHasSources)) return SET_HAS_SOURCES;
  const warning = error.errors.find((e) => DELETE_WARNINGS.includes(e.key));
  return warning?.message ?? null;
}

type SourceField = 'address' | 'set' | 'description' | 'provider';
const at = (field: SourceField): ErrorRoute<SourceField> => ({ field, text: 'message' });

/** Which dialog field each source-save error belongs to (spec 1 §8), in the error table's words. */
const SOURCE_FIELD_OF_KEY = {
  [ErrorKey.sourceIpFormat]: at('address'),
  [ErrorKey.sourceIpReserved]: at('address'),
  [ErrorKey.sourceIpTaken]: at('address'),
  [ErrorKey.sourceSetNameFormat]: at('set'),
  [ErrorKey.sourceSetNameLength]: at('set'),
  [ErrorKey.sourceSetNameTaken]: at('set'),
  [ErrorKey.sourceDescriptionLength]: at('description'),
  [ErrorKey.sourceDescriptionFormat]: at('description'),
  [ErrorKey.sseProvider]: at('provider'),
  [ErrorKey.sseUnsupported]: at('provider'),
  [ErrorKey.sseTaken]: at('provider'),
};

/** A source save's refusal at the dialog's fields; the rest are notifications. */
export const routeSourceErrors = (error: ApiError) => routeFieldErrors(error.errors, SOURCE_FIELD_OF_KEY);

/** A set save's refusal at Source Set or Description, by the field the service named. */
export const routeSetErrors = (error: ApiError) =>
  routeFieldErrors<'name' | 'description'>(
    error.errors,
    {},
    {
      name: { field: 'name', text: 'message' },
      description: { field: 'description', text: 'message' },
    },
  );
