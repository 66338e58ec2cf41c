import * as v from 'valibot';
import { defineEndpoint } from '../contract';

export const orgRequestSchema = v.object({
  requestId: v.string(),
  requestor: v.object({ email: v.string(), firstName: v.string(), lastName: v.string() }),
  orgName: v.string(),
  /** ISO 8601 instant. */
  dateReceived: v.string(),
  status: v.picklist(['pending', 'approved', 'denied']),
});
export type OrgRequest = v.InferOutput<typeof orgRequestSchema>;

const requestIdInput = v.object({ requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

export const orgRequestListEndpoint = defineEndpoint({
  id: 'orgRequest.list',
  effect: 'read',
  method: 'POST',
  path: '/api/org-request/list',
  summary: 'Organization access requests (pending only unless includeClosed). Global operators only.',
  request: v.object({ includeClosed: v.optional(v.boolean(), false) }),
  result: v.object({ items: v.array(orgRequestSchema) }),
});

export const orgRequestApproveEndpoint = defineEndpoint({
  id: 'orgRequest.approve',
  effect: 'write',
  method: 'POST',
  path: '/api/org-request/approve',
  summary: 'Approve an access request; the requestor is notified by e-mail.',
  request: requestIdInput,
  result: orgRequestSchema,
});

export const orgRequestDenyEndpoint = defineEndpoint({
  id: 'orgRequest.deny',
  effect: 'write',
  method: 'POST',
  path: '/api/org-request/deny',
  summary: 'Deny an access request; the requestor is notified by e-mail.',
  request: requestIdInput,
  result: orgRequestSchema,
});
