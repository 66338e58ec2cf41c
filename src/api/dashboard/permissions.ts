import { type Principal, isReportingUser } from '../roles';

/**
 * Who may read the dashboard's data (spec 3 §1, §6): reporting viewers and managers and admins,
 * in the organization acted on. The all-organizations entry is the Global organization, where
 * only operators hold a record, so it is theirs alone.
 */
export const dashboardPermissions = {
  read: (p: Principal) => p.role === 'Admin' || isReportingUser(p),
};
