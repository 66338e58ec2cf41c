import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';

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

/** Which dialog field each source-save error belongs to (spec 1 §8); the rest are notifications. */
const FIELD_OF_KEY: Record<string, 'address' | 'set' | 'description' | 'provider'> = {
  [ErrorKey.sourceIpFormat]: 'address',
  [ErrorKey.sourceIpReserved]: 'address',
  [ErrorKey.sourceIpTaken]: 'address',
  [ErrorKey.sourceSetNameFormat]: 'set',
  [ErrorKey.sourceSetNameLength]: 'set',
  [ErrorKey.sourceSetNameTaken]: 'set',
  [ErrorKey.sourceDescriptionLength]: 'description',
  [ErrorKey.sourceDescriptionFormat]: 'description',
  [ErrorKey.sseProvider]: 'provider',
  [ErrorKey.sseUnsupported]: 'provider',
  [ErrorKey.sseTaken]: 'provider',
};

export function sourceFieldErrors(error: ApiError): { field: string; message: string }[] {
  return error.errors.flatMap((e) => (FIELD_OF_KEY[e.key] ? [{ field: FIELD_OF_KEY[e.key], message: e.message }] : []));
}
