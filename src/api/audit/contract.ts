import * as v from 'valibot';
import { defineEndpoint, noInput, orgIdSchema } from '../contract';
import { preSignedUrlResult } from '../files/contract';
import { AUDIT_EVENT_TYPES } from './events';

/*
 * Audit logs (spec 3 §2, §3, §7). The spec's item is datetime, event, orgid and email; beyond it
 * each item carries what changed (the values before and after, as Umbrella's audit log shows),
 * shown in an expandable row.
 */
const instant = v.pipe(v.string(), v.isoTimestamp('Date is not valid'));

export const auditFieldChangeSchema = v.object({
  field: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});
export const auditChangeSchema = v.object({
  /** What changed, in words: 'Management network 10.1.0.0/16'. */
  subject: v.string(),
  fields: v.array(auditFieldChangeSchema),
});
export type AuditChange = v.InferOutput<typeof auditChangeSchema>;

export const auditItemSchema = v.object({
  id: v.string(),
  datetime: v.string(),
  event: v.picklist(AUDIT_EVENT_TYPES),
  orgid: v.string(),
  orgName: v.string(),
  email: v.string(),
  changes: v.array(auditChangeSchema),
});
export type AuditItem = v.InferOutput<typeof auditItemSchema>;

/** Spec 3 §3, "Audit filter"; empty lists mean every value. */
export const auditFilterSchema = v.object({
  /** The organization the console has selected: whose audit it is, or Global for all. */
  orgId: orgIdSchema,
  orgs: v.optional(v.pipe(v.array(orgIdSchema), v.maxLength(500)), []),
  emails: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(254))), v.maxLength(1000)), []),
  events: v.optional(v.pipe(v.array(v.picklist(AUDIT_EVENT_TYPES)), v.maxLength(AUDIT_EVENT_TYPES.length)), []),
  duration: v.object({ startDate: instant, endDate: instant }),
});
export type AuditFilter = v.InferInput<typeof auditFilterSchema>;

const ERRORS =
  'Errors: audit.tooOld (at duration.startDate, more than 6 months back), audit.dateOrder (at duration.endDate), audit.orgScope (orgs outside the selected organization, unless a platform admin on Global).';

export const auditOrgsEndpoint = defineEndpoint({
  id: 'audit.orgs',
  effect: 'read',
  method: 'POST',
  path: '/api/audit-query/orgs',
  summary: 'The organizations whose audit the caller may query (every one for a platform admin).',
  request: noInput,
  result: v.object({ orgs: v.array(v.object({ displayName: v.string(), orgName: v.string(), orgId: v.string() })) }),
});

export const auditPreviewEndpoint = defineEndpoint({
  id: 'audit.preview',
  effect: 'read',
  method: 'POST',
  path: '/api/audit-query/preview',
  summary: `The newest 25 audit events matching the filter. ${ERRORS}`,
  request: auditFilterSchema,
  result: v.object({ items: v.array(auditItemSchema) }),
});

export const auditResultsEndpoint = defineEndpoint({
  id: 'audit.results',
  effect: 'read',
  method: 'POST',
  path: '/api/audit-query/results',
  summary: `The full report: every matching event as a CSV file, newest first. ${ERRORS}`,
  request: auditFilterSchema,
  result: preSignedUrlResult,
});
