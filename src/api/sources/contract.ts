import * as v from 'valibot';
import { defineEndpoint, defineListEndpoint, noInput, orgIdSchema } from '../contract';
import { looseText, setRefSchema, sourceSchema, sseOptionSchema } from './schemas';

export * from './schemas';
export * from './source-set-contract';

/*
 * Sources (spec 1 §7). `set` names an existing set by id, or, with newSourceSet, the name of a
 * set to create. Every call below has a managed-service twin under /source/api/msp/ (the variant
 * paths of §7) with the same input, rules and reply; the console uses it in the managed-service
 * build.
 */
const SOURCE_ERRORS =
  'Errors: source.ipFormat, source.ipReserved, source.ipTaken (sourceIP); sourceSet.nameFormat, sourceSet.nameLength, sourceSet.nameTaken, sourceSet.notFound (set); source.descriptionLength (description).';

const sourceCreateRequest = v.object({
  orgId: orgIdSchema,
  type: v.picklist(['Ipv4', 'Ipv6']),
  sourceIP: looseText(256),
  set: setRefSchema,
  newSourceSet: v.optional(v.boolean(), false),
  description: v.optional(looseText(), ''),
});

const sourceUpdateRequest = v.object({
  orgId: orgIdSchema,
  /** Identifies the source; the address itself never changes. */
  sourceIP: looseText(256),
  set: setRefSchema,
  newSourceSet: v.optional(v.boolean(), false),
  description: v.optional(looseText(), ''),
});

/** An IP source by its address, or an SSE source by its set and vendor (spec 1 §7). */
const sourceDeleteRequest = v.object({
  orgId: orgIdSchema,
  sourceIp: v.optional(looseText(256)),
  set: v.optional(setRefSchema),
  vendorName: v.optional(looseText(64)),
});

const sseSourceRequest = v.object({
  sourceType: v.literal('SSE'),
  orgId: orgIdSchema,
  set: setRefSchema,
  newSourceSet: v.optional(v.boolean(), false),
  listId: looseText(128),
  displayName: v.optional(looseText(128), ''),
  description: v.optional(looseText(), ''),
  /** The SSE option's id when creating; the source's id when updating. */
  id: looseText(128),
  vendorName: looseText(64),
});

const twin = <T extends object>(mspPath: string, idSuffix: string, endpoint: T & { id: string; path: string }) => ({
  ...endpoint,
  id: `${endpoint.id}${idSuffix}`,
  path: mspPath,
});

export const sourceCreateEndpoint = defineEndpoint({
  id: 'source.create',
  effect: 'write',
  method: 'POST',
  path: '/source/api/source/create',
  summary: `Authorize an IPv4 or IPv6 address (no CIDR) in a set, creating the set when newSourceSet is true. ${SOURCE_ERRORS}`,
  request: sourceCreateRequest,
  result: sourceSchema,
});

export const sourceUpdateEndpoint = defineEndpoint({
  id: 'source.update',
  effect: 'write',
  method: 'POST',
  path: '/source/api/source/update',
  summary: `Move an IP source to another set or change its description; its type and address are fixed. ${SOURCE_ERRORS} resource.notFound (sourceIP).`,
  request: sourceUpdateRequest,
  result: sourceSchema,
});

export const sourceDeleteEndpoint = defineEndpoint({
  id: 'source.delete',
  effect: 'write',
  method: 'POST',
  path: '/source/api/source/delete',
  summary: 'Remove a source: an IP source by sourceIp, an SSE source by set and vendorName. Errors: resource.notFound.',
  request: sourceDeleteRequest,
  result: sourceSchema,
});

export const sseSourceCreateEndpoint = defineEndpoint({
  id: 'sseSource.create',
  effect: 'write',
  method: 'POST',
  path: '/source/api/sse-source/create',
  summary:
    'Add an SSE provider (id and listId from /api/source/sse/list) to a set. Errors: source.sseProvider (unknown), source.sseUnsupported (iboss), source.sseNotOffered (managed-service organizations), source.sseTaken (the provider is already in the set), and the set errors of source.create.',
  request: sseSourceRequest,
  result: sourceSchema,
});

export const sseSourceUpdateEndpoint = defineEndpoint({
  id: 'sseSource.update',
  effect: 'write',
  method: 'POST',
  path: '/source/api/sse-source/update',
  summary:
    "Move an SSE source (id: the source's id) to another set or change its description; its provider is fixed. Errors: as sseSource.create, resource.notFound (id).",
  request: sseSourceRequest,
  result: sourceSchema,
});

export const sourceMspCreateEndpoint = twin('/source/api/msp/source/create', '.msp', sourceCreateEndpoint);
export const sourceMspUpdateEndpoint = twin('/source/api/msp/source/update', '.msp', sourceUpdateEndpoint);
export const sourceMspDeleteEndpoint = twin('/source/api/msp/source/delete', '.msp', sourceDeleteEndpoint);
export const sseSourceMspCreateEndpoint = twin('/source/api/msp/sse-source/create', '.msp', sseSourceCreateEndpoint);

export const sourceListEndpoint = defineListEndpoint({
  id: 'source.list',
  path: '/source/api/source/list',
  summary: "An organization's sources, paged, sorted and searched (address, provider, set or description).",
  item: sourceSchema,
  sortFields: ['sourceIP', 'setName', 'description', 'dateCreated'],
  sortAs: { sourceIP: 'address' },
  defaultSort: { field: 'sourceIP', order: 'asc' },
  tieBreak: ['id'],
  searchFields: ['sourceIP', 'displayName', 'setName', 'description'],
  filters: { orgId: orgIdSchema },
});
export const sourceSortFields = sourceListEndpoint.list.sortFields;

export const listOrgSourcesEndpoint = defineEndpoint({
  id: 'source.listOrgSources',
  effect: 'read',
  method: 'POST',
  path: '/source/api/source/list-org-sources',
  summary: "Every source of one organization, unpaged (the alert set form's choices).",
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ items: v.array(sourceSchema) }),
});

export const orgIdsSchema = v.pipe(v.array(orgIdSchema), v.minLength(1), v.maxLength(100));

export const listMultipleOrgSourcesEndpoint = defineEndpoint({
  id: 'source.listMultipleOrgSources',
  effect: 'read',
  method: 'POST',
  path: '/source/api/source/list-multiple-org-sources',
  summary:
    'Every source of each organization in orgIds, keyed by orgId; orgId is the organization the caller acts in. Refused as a whole (auth.forbidden) when any of them is not the caller’s to view.',
  request: v.object({ orgId: orgIdSchema, orgIds: orgIdsSchema }),
  result: v.object({ items: v.array(v.object({ orgId: v.string(), sources: v.array(sourceSchema) })) }),
});

export const sourceDownloadEndpoint = defineEndpoint({
  id: 'source.download',
  effect: 'read',
  method: 'POST',
  path: '/source/api/source/download',
  summary: "A pre-signed link to a CSV of the organization's sources (all organizations' for the Global organization).",
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ preSignedUrl: v.string() }),
});

export const sseListEndpoint = defineEndpoint({
  id: 'sse.list',
  effect: 'read',
  method: 'GET',
  path: '/api/source/sse/list',
  summary: 'The SSE providers the service onboards (the console adds iboss itself).',
  request: noInput,
  result: v.object({ SSEOptions: v.array(sseOptionSchema) }),
});
