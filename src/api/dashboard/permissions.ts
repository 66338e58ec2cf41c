import type { Principal } from '../roles';

/**
 * Who may read the dashboard's data: every signed-in user, in the organization acted on. Spec 1
 * §3 gives users with no roles "dashboard and profile access only", so a role is not needed; the
 * access table's organization rule still limits each caller to organizations where they hold a
 * record, which makes the all-organizations entry (the Global organization) the operators' alone.
 */
export const dashboardPermissions = {
  read: (_p: Principal) => true,
};
