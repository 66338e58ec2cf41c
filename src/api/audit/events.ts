/*
 * The audit event types (spec 3 §9: "fixed at 46 types" in the families it names; the names
 * themselves are not in the spec, so they are ours). Log push and DNS streams belong to the
 * extract family: all three send DNS logs out of the service. The Event filter offers them
 * grouped by family; the mock's audit table (mock-service/audit/audited-endpoints.ts) maps every
 * write call to one of them.
 */
export const AUDIT_EVENT_FAMILIES = {
  'Access Key': ['Access Key Created', 'Access Key Deleted'],
  'Alert Set': [
    'Alert Set Created',
    'Alert Set Updated',
    'Alert Set Deleted',
    'Distribution List Created',
    'Distribution List Updated',
    'Distribution List Deleted',
  ],
  Extract: [
    'Extract Created',
    'Extract Updated',
    'Extract Deleted',
    'Log Push Created',
    'Log Push Updated',
    'Log Push Deleted',
    'Log Stream Created',
    'Log Stream Deleted',
  ],
  Organization: [
    'Organization Onboarded',
    'Organization Updated',
    'Access Request Submitted',
    'Access Request Reviewed',
  ],
  Policy: [
    'Policy Enable/Disable Requested',
    'Policy Request Canceled',
    'Policy Enabled',
    'Policy Disabled',
    'Policy Deleted',
    'Policy Disputed',
  ],
  'Pending Policy': [
    'Pending Policy Saved',
    'Pending Policy Submitted',
    'Pending Policy Approved',
    'Pending Policy Denied',
    'Impact Analysis Changed',
  ],
  'Management Network': ['Management Network Created', 'Management Network Updated', 'Management Network Deleted'],
  Source: ['Source Created', 'Source Updated', 'Source Deleted'],
  'Source Set': ['Source Set Updated', 'Source Set Deleted'],
  'Device Enrollment': ['Device Enrollment Updated'],
  'Service Auth Token': ['Service Auth Token Generated', 'Service Auth Token Revoked'],
  User: ['User Created', 'User Updated', 'User Deleted', 'User Signed In'],
} as const;

export type AuditEventFamily = keyof typeof AUDIT_EVENT_FAMILIES;
export type AuditEventType = (typeof AUDIT_EVENT_FAMILIES)[AuditEventFamily][number];

export const AUDIT_EVENT_TYPES = Object.values(AUDIT_EVENT_FAMILIES).flat() as AuditEventType[];

/** Spec 3 §9: a preview shows at most 25 rows. */
export const AUDIT_PREVIEW_ROWS = 25;
/** Spec 3 §5: only the last 6 months can be queried. */
export const AUDIT_HISTORY_MONTHS = 6;
