import * as v from 'valibot';
import { CIDR_MAX_LENGTH, descriptionSchema } from '../../lib/validators';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';

/** A management network of an organization (spec 1 §3): one CIDR block, unique per organization. */
export const managementNetworkSchema = v.object({
  orgId: v.string(),
  cidr: v.string(),
  description: v.string(),
});
export type ManagementNetwork = v.InferOutput<typeof managementNetworkSchema>;

/**
 * The CIDR as sent. Its format is checked by the service itself, which answers the error key
 * cidr.format (field 'cidr') rather than a generic invalid request, so the form can show the
 * spec's message; see src/lib/cidr.ts for the rule.
 */
export const cidrInputSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(CIDR_MAX_LENGTH),
  v.description('An IPv4 or IPv6 CIDR block, e.g. 10.20.0.0/16 or 2001:db8::/48.'),
);

/** A network as the onboarding and create calls carry it. */
export const managementNetworkInputSchema = v.object({ cidr: cidrInputSchema, description: descriptionSchema });
export type ManagementNetworkInput = v.InferOutput<typeof managementNetworkInputSchema>;

export const networkCreateEndpoint = defineEndpoint({
  id: 'managementNetwork.create',
  effect: 'write',
  method: 'POST',
  path: '/api/management-networks/create',
  summary:
    'Add a management network. Errors: cidr.format, cidr.tooWide (wider than /8 for IPv4 or /32 for IPv6), network.duplicate (detail.description names the existing one).',
  request: v.object({ orgId: orgIdSchema, ...managementNetworkInputSchema.entries }),
  result: managementNetworkSchema,
});

export const networkUpdateEndpoint = defineEndpoint({
  id: 'managementNetwork.update',
  effect: 'write',
  method: 'POST',
  path: '/api/management-networks/update',
  summary: "Change a management network's description; the CIDR identifies it.",
  request: v.object({ orgId: orgIdSchema, ...managementNetworkInputSchema.entries }),
  result: managementNetworkSchema,
});

export const networkDeleteEndpoint = defineEndpoint({
  id: 'managementNetwork.delete',
  effect: 'write',
  method: 'POST',
  path: '/api/management-networks/delete',
  summary: 'Remove a management network.',
  request: v.object({ orgId: orgIdSchema, cidr: cidrInputSchema }),
  result: managementNetworkSchema,
});

/** CIDR blocks sort by address and prefix, not as text: 9.0.0.0/8 comes before 10.0.0.0/8. */
export const networkListEndpoint = defineListEndpoint({
  id: 'managementNetwork.list',
  path: '/api/management-networks/list',
  summary: 'Management networks of an organization, paged, sorted and searched (CIDR or description) on the server.',
  item: managementNetworkSchema,
  sortFields: ['cidr', 'description'],
  sortAs: { cidr: 'address' },
  defaultSort: { field: 'cidr', order: 'asc' },
  tieBreak: ['cidr'],
  searchFields: ['cidr', 'description'],
  filters: { orgId: orgIdSchema },
});
export const networkSortFields = networkListEndpoint.list.sortFields;

export const networkFindEndpoint = defineEndpoint({
  id: 'managementNetwork.find',
  effect: 'read',
  method: 'POST',
  path: '/api/management-networks/find',
  summary:
    'Duplicate check: whether the organization already has this network (any spelling of it), and its description.',
  request: v.object({ orgId: orgIdSchema, cidr: cidrInputSchema }),
  result: v.object({ exists: v.boolean(), description: v.nullable(v.string()) }),
});
