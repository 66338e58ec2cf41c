import { type Principal, hasRole, isReportingUser } from '../roles';

/**
 * Scheduled extracts (spec 3 §6): only reporting managers schedule, edit, view schedules and
 * delete; reporting viewers and admins see the list, the history and the files.
 */
export const extractPermissions = {
  read: (p: Principal) => p.role === 'Admin' || isReportingUser(p),
  manage: (p: Principal) => hasRole(p, 'reportingManager') || hasRole(p, 'globalReportingManager'),
};
