import { ErrorKey } from '../../src/api/error-keys';
import { offersEnrollment } from '../../src/api/sources/enrollment-permissions';
import { type Caller, assertOrgVisible } from '../core/caller';
import { findOr404 } from '../core/crud';
import { MockError } from '../core/mock-error';
import { db } from '../db/database';

/**
 * The live source set an enrollment call names, in an organization the caller sees (the access
 * table has already checked their roles there). Exclusion zones and managed-service
 * organizations have no device enrollment (spec 1 §6): every enrollment call refuses them.
 */
export function enrollableSet(caller: Caller, orgId: string, sourceSetId: string) {
  const org = assertOrgVisible(caller, orgId);
  const set = findOr404(
    db.sourceSets,
    (record) => record.orgId === orgId && record.id === sourceSetId && !record.deleted,
    'The source set',
    'sourceSetId',
  );
  if (!offersEnrollment(org, set)) {
    throw new MockError(ErrorKey.enrollmentNotOffered, 409, {
      field: 'sourceSetId',
      message: set.exclusionZone
        ? 'Exclusion zones have no device enrollment.'
        : 'Managed-service organizations have no device enrollment.',
    });
  }
  return { org, set };
}
