import { alertSetPermissions } from '../alert-sets/permissions';

/** Distribution lists serve only alert sets, so they share the alert sets' rule (spec 1 §6; README, Decisions). */
export const distributionListPermissions = alertSetPermissions;
