import { type ResourceRules, caller, inOrg, isAdminType } from '../access-rules';

/** The keys the audit calls answer beyond the shared ones of src/api/error-keys.ts. */
export const auditErrors = {
  tooOld: 'audit.tooOld',
  dateOrder: 'audit.dateOrder',
  orgScope: 'audit.orgScope',
} as const;

/** Spec 3 §1 and §6: Audit Logs are for admin-type users. */
export const auditRules: ResourceRules = {
  access: {
    // Whose audit: the selected organization's; all of them only for a platform admin on Global (handler).
    'audit.orgs': caller(isAdminType),
    // The User filter's e-mails: whoever reads that organization's audit logs.
    'user.emailList': inOrg('orgId', isAdminType),
    'audit.preview': inOrg('orgId', isAdminType),
    'audit.results': inOrg('orgId', isAdminType),
  },
  errors: {
    [auditErrors.tooOld]: 'Audit logs can query only the last 6 months.',
    [auditErrors.dateOrder]: 'The end date cannot be before the start date.',
    [auditErrors.orgScope]: 'Only a platform admin may query the audit logs of other organizations.',
  },
};
