import type { Principal } from '../roles';
import { type SourceOrg, sourcePermissions } from './permissions';

/**
 * Spec 1 §6: the Device Enrollment action is hidden for exclusion zones and for managed-service
 * (account-linked) organizations, and the service refuses enrollment calls for them alike.
 */
export const offersEnrollment = (
  org: { accountId?: string | null },
  set: { exclusionZone: boolean; deleted?: boolean },
): boolean => !org.accountId && !set.exclusionZone && !set.deleted;

/**
 * Who may call the enrollment endpoints in an organization (the access table's rows). Changing a
 * set's enrollment, its tokens and the configuration files that enroll devices take the right to
 * update the set; the list of enrolled devices is for anyone who sees the set.
 */
export const enrollmentPermissions = {
  manage: (p: Principal, org: SourceOrg): boolean => !org.accountId && sourcePermissions.manage(p, org),
  viewDevices: (p: Principal, org: SourceOrg): boolean => !org.accountId && sourcePermissions.view(p),
};
