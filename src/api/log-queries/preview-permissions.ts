import { type Principal, isGlobalUser, isReportingUser } from '../roles';

/**
 * Who previews DNS logs (spec 3 §6): the four reporting roles, tenant or service, in the
 * organization acted on. Admins without a reporting role do not (the DNS Logs tab is theirs
 * only with one). Only Global users choose organizations (the Organization filter).
 */
export const logPreviewPermissions = {
  preview: (p: Principal) => isReportingUser(p),
  chooseOrganizations: (p: Principal) => isGlobalUser(p),
};
