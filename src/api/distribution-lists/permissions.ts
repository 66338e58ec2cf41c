import { alertSetPermissions } from '../alert-sets/permissions';

/** Distribution lists serve only alert sets, so they share the alert sets' rule (spec 1 §6; docs/decisions/alert-set-managers.md). */
export const distributionListPermissions = alertSetPermissions;
